import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ADMIN_CERTIFICATES } from '@academy/content';
import { useCertificatesToIssue } from './use-certificates-to-issue';

interface CertificatesToIssueProps {
  eventId: string;
  busy: boolean;
  onIssue: (registrationId: string) => void;
}

/** Completed registrations still without a certificate, each to issue on its own. */
export function CertificatesToIssue({ eventId, busy, onIssue }: CertificatesToIssueProps) {
  const waiting = useCertificatesToIssue(eventId);
  if (waiting.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{ADMIN_CERTIFICATES.toIssue(waiting.length)}</Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {waiting.map((row) => (
          <Flex as="li" key={row.registrationId} gap="3" align="center" wrap="wrap">
            <Text fontFamily="mono">{row.referenceCode}</Text>
            <Text>{row.nameAsCertificate}</Text>
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={ADMIN_CERTIFICATES.issueOneLabel(row.nameAsCertificate)}
              onClick={() => onIssue(row.registrationId)}
            >
              {ADMIN_CERTIFICATES.issueOne}
            </Button>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
