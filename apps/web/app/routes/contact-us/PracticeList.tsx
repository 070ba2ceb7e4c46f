import { Box, Heading, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { UAE_PRACTICES } from '@academy/content';

/** Digits and a leading plus only: what a tel: link needs. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The UAE practices of our graduates, with ways to reach each one (SPEC.md 2.6). */
export function PracticeList({ headingId }: { headingId: string }) {
  return (
    <Stack as="section" aria-labelledby={headingId} gap="6">
      <Stack gap="2">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} color="teal.900">
          Our Practices in the UAE
        </Heading>
        <Text color="gray.700">Prefer to talk to someone near you? Reach one of our graduates directly.</Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {UAE_PRACTICES.map((practice) => (
          <Box
            as="li"
            key={practice.id}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="lg"
            p="5"
          >
            <Heading as="h3" size="md" color="teal.800">
              {practice.name}
            </Heading>
            <Text fontSize="sm" color="gray.600" mt="1">
              {practice.location}
            </Text>
            <chakra.ul listStyleType="none" mt="3" display="grid" gap="3">
              {practice.contacts.map((contact) => (
                <chakra.li key={contact.email} fontSize="sm">
                  <Text fontWeight="medium" color="gray.800">
                    {contact.name}
                  </Text>
                  <Link href={telHref(contact.phone)} color="teal.700" display="block">
                    {contact.phone}
                  </Link>
                  <Link
                    href={`mailto:${contact.email}`}
                    color="teal.700"
                    display="block"
                    wordBreak="break-all"
                  >
                    {contact.email}
                  </Link>
                </chakra.li>
              ))}
            </chakra.ul>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
