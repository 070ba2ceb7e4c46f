import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { CERTIFICATE_CHECK } from '@academy/content';
import { FormBanner } from '../../components/form/FormBanner';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { useRouteParams } from '../../routing/route-params';
import { pageMeta } from '../../seo';
import { CertificateCheckForm } from './CertificateCheckForm';
import { CertificateResult } from './CertificateResult';
import { useCertificate } from './use-certificate';

export const meta = () => pageMeta(CERTIFICATE_CHECK.title, CERTIFICATE_CHECK.description, { noIndex: true });

/**
 * /certificates: a form to type a number. /certificates/{number}: what that certificate is (valid,
 * revoked or replaced) with its own fields. Client-only: the answer is looked up (and throttled) as the
 * page opens, and the server answers the same address with JSON for a system that asks for it.
 */
export default function CertificatesRoute() {
  const { number } = useRouteParams();
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
        <GraphqlProvider>
          {number && <CheckedNumber key={`checked-${number}`} number={number} />}
          <CertificateCheckForm key={`form-${number ?? ''}`} />
        </GraphqlProvider>
      </Stack>
    </Box>
  );
}

function CheckedNumber({ number }: { number: string }) {
  const check = useCertificate(number);
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
    default:
      return (
        <div role="alert">
          <FormBanner tone="error">
            {check.kind === 'throttled' ? CERTIFICATE_CHECK.throttled : CERTIFICATE_CHECK.failed}
          </FormBanner>
        </div>
      );
  }
}
