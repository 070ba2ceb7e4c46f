import { Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';

/** The Coming Soon page of SPEC.md 2.14. */
export function ComingSoon() {
  return (
    <Stack align="center" textAlign="center" gap="6" maxW="xl" mx="auto" px="4" py={{ base: '12', md: '20' }}>
      <chakra.img
        src="/images/illustrations/coming-soon.svg"
        alt="A sun rising over a calm teal horizon"
        htmlWidth={480}
        htmlHeight={320}
        w="full"
        maxW="sm"
        h="auto"
      />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="teal.900">
        Coming Soon
      </Heading>
      <Text fontSize="lg" color="gray.700">
        We&apos;re working hard to launch this page very soon. Stay tuned!
      </Text>
      <Button asChild colorPalette="teal">
        <Link to="/">Go to Home</Link>
      </Button>
    </Stack>
  );
}
