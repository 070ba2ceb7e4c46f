import { Fragment, useId } from 'react';
import { Box, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { PRIVACY_POLICY, PRIVACY_POLICY_PAGE, type PolicySection } from '@academy/content';
import { pageMeta } from '../../seo';

export const meta = () => pageMeta(PRIVACY_POLICY_PAGE.title, PRIVACY_POLICY_PAGE.description);

/** Content and links only: the page ships no script (RouteModule.staticPage). */
export const staticPage = true;

export default function PrivacyPolicyRoute() {
  const policy = PRIVACY_POLICY;
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Stack gap="4" mb={{ base: '8', md: '10' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="teal.900">
          {PRIVACY_POLICY_PAGE.title}
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {PRIVACY_POLICY_PAGE.lastUpdated}{' '}
          <time dateTime={policy.lastUpdated.iso}>{policy.lastUpdated.label}</time>
        </Text>
        {policy.intro.map((paragraph) => (
          <Text key={paragraph} color="gray.700" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
            {paragraph}
          </Text>
        ))}
      </Stack>
      <Stack gap={{ base: '8', md: '10' }}>
        {policy.sections.map((section) => (
          <PolicySectionBlock key={section.heading} section={section} email={policy.contactEmail} />
        ))}
      </Stack>
    </Box>
  );
}

function PolicySectionBlock({ section, email }: { section: PolicySection; email: string }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} color="teal.900">
        {section.heading}
      </Heading>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph} color="gray.700" lineHeight="tall">
          <WithEmailLink text={paragraph} email={email} />
        </Text>
      ))}
      {section.items && (
        <chakra.ul ps="6" listStyleType="disc" display="grid" gap="1.5" color="gray.700">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}

/** The policy is plain text in @academy/content; the provider's address becomes a mail link here. */
function WithEmailLink({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return parts.map((part, index) => (
    <Fragment key={`${index}-${part}`}>
      {part}
      {index < parts.length - 1 && (
        <Link href={`mailto:${email}`} color="teal.700" fontWeight="medium">
          {email}
        </Link>
      )}
    </Fragment>
  ));
}
