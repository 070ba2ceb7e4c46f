import { Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';

/** The Coming Soon page of SPEC.md 2.14. */
export function ComingSoon() {
  return (
    <Stack align="center" textAlign="center" gap="6" maxW="xl" mx="auto" px="4" py={{ base: '12', md: '20' }}>
      <Illustration />
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

/** A sunrise over a horizon: decorative, hidden from assistive technology. */
function Illustration() {
  return (
    <chakra.svg viewBox="0 0 160 96" w="40" h="auto" aria-hidden="true" focusable="false">
      <circle cx="80" cy="72" r="36" fill="#fbd38d" />
      <g stroke="#f6ad55" strokeWidth="4" strokeLinecap="round">
        <line x1="80" y1="8" x2="80" y2="24" />
        <line x1="34" y1="28" x2="45" y2="39" />
        <line x1="126" y1="28" x2="115" y2="39" />
      </g>
      <rect x="0" y="72" width="160" height="24" fill="#2c7a7b" />
      <rect x="24" y="82" width="112" height="4" rx="2" fill="#81e6d9" />
    </chakra.svg>
  );
}
