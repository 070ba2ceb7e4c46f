import { Badge, Box, Link, Stack, Text, chakra } from '@chakra-ui/react';
import {
  CERTIFICATE_CHECK,
  type CertificateFace,
  certificatePath,
  formatEventDate,
  formatEventDays,
  providerToday,
} from '@academy/content';
import { Link as RouterLink } from 'react-router-dom';

const TONE = { VALID: 'green', REVOKED: 'red', REPLACED: 'orange' } as const;

/** A day of the provider's calendar, as the site prints it ('Sat, 9 Aug 2025'). */
const dayOf = (at: string) => formatEventDate(providerToday(new Date(at)));

/** The certificate's state in words and its own fields: nothing else about the person. */
export function CertificateResult({ certificate }: { certificate: CertificateFace }) {
  const rows: [string, string][] = [
    [CERTIFICATE_CHECK.fields.number, certificate.number],
    [CERTIFICATE_CHECK.fields.name, certificate.nameAsCertificate],
    [CERTIFICATE_CHECK.fields.programme, certificate.programme],
    [CERTIFICATE_CHECK.fields.level, certificate.levelName],
    [
      CERTIFICATE_CHECK.fields.dates,
      formatEventDays({ date: certificate.startDate, endDate: certificate.endDate }),
    ],
    [CERTIFICATE_CHECK.fields.trainer, certificate.trainer],
    [CERTIFICATE_CHECK.fields.issued, dayOf(certificate.issuedAt)],
  ];
  return (
    <Box
      as="section"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      aria-labelledby="certificate-status"
    >
      <Stack gap="4">
        <Stack gap="2" role="status">
          <Badge
            id="certificate-status"
            colorPalette={TONE[certificate.status]}
            size="lg"
            alignSelf="flex-start"
            data-testid="certificate-status"
          >
            {CERTIFICATE_CHECK.status[certificate.status]}
          </Badge>
          <Text color="gray.800">
            {certificate.status === 'VALID' && CERTIFICATE_CHECK.valid}
            {certificate.status === 'REVOKED' &&
              certificate.revokedAt &&
              CERTIFICATE_CHECK.revokedOn(dayOf(certificate.revokedAt))}
            {certificate.status === 'REPLACED' && certificate.replacedBy && (
              <>
                {CERTIFICATE_CHECK.replacedBy}{' '}
                <Link asChild color="teal.800" textDecoration="underline">
                  <RouterLink to={certificatePath(certificate.replacedBy)}>
                    {certificate.replacedBy}
                  </RouterLink>
                </Link>
                .
              </>
            )}
          </Text>
        </Stack>
        <chakra.dl
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
          columnGap="6"
          rowGap="1"
        >
          {rows.map(([label, value]) => (
            <Box key={label} display="contents">
              <chakra.dt fontWeight="semibold" color="gray.700" mt={{ base: '2', sm: '0' }}>
                {label}
              </chakra.dt>
              <chakra.dd color="gray.900" overflowWrap="anywhere">
                {value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Stack>
    </Box>
  );
}
