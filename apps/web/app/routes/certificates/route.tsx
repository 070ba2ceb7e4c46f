import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { CERTIFICATE_CHECK, type CertificateCheck } from '@academy/content';
import { FormBanner } from '../../components/form/FormBanner';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { useRouteParams } from '../../routing/route-params';
import { usePageLookup } from '../../site-data/page-lookup';
import { pageMeta } from '../../seo';
import { CertificateCheckForm } from './CertificateCheckForm';
import { CertificateResult } from './CertificateResult';
import { useCertificate } from './use-certificate';

export const meta = () => pageMeta(CERTIFICATE_CHECK.title, CERTIFICATE_CHECK.description, { noIndex: true });

/**
 * The server renders each request's page from its own lookup (throttled): the page ships no React, and
 * its form is sent by the browser (RouteModule.staticPage).
 */
export const staticPage = true;

/**
 * /certificates: a form to type a number. /certificates/{number}: what that certificate is (valid,
 * revoked or replaced) with its own fields. The server looks the number up for each request; reached by
 * a client navigation (from the private page), the page asks the API itself.
 */
export default function CertificatesRoute() {
  const { number } = useRouteParams();
  const served = usePageLookup<CertificateCheck>();
  return (
    <Box maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Stack gap="6">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="teal.900">
            {CERTIFICATE_CHECK.title}
          </Heading>
          {!number && (
            <Text color="gray.700" fontSize="lg">
              {CERTIFICATE_CHECK.intro}
            </Text>
          )}
        </Stack>
        {number &&
          (served ? (
            <CheckAnswer check={served} />
          ) : (
            <GraphqlProvider>
              <LiveCheck key={number} number={number} />
            </GraphqlProvider>
          ))}
        <CertificateCheckForm error={served?.kind === 'blank' ? CERTIFICATE_CHECK.invalid : undefined} />
      </Stack>
    </Box>
  );
}

function LiveCheck({ number }: { number: string }) {
  return <CheckAnswer check={useCertificate(number)} />;
}

function CheckAnswer({ check }: { check: CertificateCheck | { kind: 'loading' } }) {
  switch (check.kind) {
    case 'loading':
      return (
        <Text color="gray.700" role="status">
          {CERTIFICATE_CHECK.checking}
        </Text>
      );
    case 'found':
      return <CertificateResult certificate={check.certificate} />;
    case 'not-found':
      return (
        <div role="alert">
          <FormBanner tone="error">{CERTIFICATE_CHECK.notFound}</FormBanner>
        </div>
      );
    case 'throttled':
    case 'failed':
      return (
        <div role="alert">
          <FormBanner tone="error">
            {check.kind === 'throttled' ? CERTIFICATE_CHECK.throttled : CERTIFICATE_CHECK.failed}
          </FormBanner>
        </div>
      );
    default:
      return null;
  }
}
