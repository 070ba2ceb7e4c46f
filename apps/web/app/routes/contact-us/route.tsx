import { useId } from 'react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CONTACT_PAGE, PROVIDER } from '@academy/content';
import { islandAttributes } from '../../components/island/island-attributes';
import { pageMeta } from '../../seo';
import { ContactForm } from './ContactForm';
import { ENQUIRY_DRAFT_STORAGE } from './contact-draft';
import { PracticeList } from './PracticeList';

export const meta = () => pageMeta(CONTACT_PAGE.meta.title, CONTACT_PAGE.meta.description);

/** Content and links; its form is an island, hydrated when the visitor turns to it (RouteModule.staticPage). */
export const staticPage = true;

export default function ContactUsRoute() {
  const formHeadingId = useId();
  const practicesHeadingId = useId();
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Stack gap="2" textAlign="center" mb={{ base: '8', md: '12' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="teal.900">
          {CONTACT_PAGE.title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="teal.700">
          {CONTACT_PAGE.tagline}
        </Text>
      </Stack>

      <Box
        as="section"
        aria-labelledby={formHeadingId}
        maxW="3xl"
        mx="auto"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="xl"
        boxShadow="sm"
        p={{ base: '5', sm: '8' }}
      >
        <Heading as="h2" id={formHeadingId} size="xl" color="teal.900" mb="1">
          {CONTACT_PAGE.formHeading}
        </Heading>
        <Text color="gray.600" mb="6">
          {CONTACT_PAGE.formLead}{' '}
          <Link href={`mailto:${PROVIDER.email}`} color="teal.700">
            {PROVIDER.email}
          </Link>
          .
        </Text>
        <div {...islandAttributes('contact-form', {}, { wake: 'focus', draft: ENQUIRY_DRAFT_STORAGE })}>
          <ContactForm />
        </div>
      </Box>

      <Box mt={{ base: '12', md: '16' }}>
        <PracticeList headingId={practicesHeadingId} />
      </Box>
    </Box>
  );
}
