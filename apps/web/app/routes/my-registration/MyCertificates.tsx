import { Badge, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { MY_CERTIFICATES, certificatePath } from '@academy/content';
import { Link as RouterLink } from 'react-router-dom';
import { DetailsPanel } from './DetailsPanel';
import type { MyRegistration } from './use-my-registration';

const TONE = { VALID: 'green', REVOKED: 'red', REPLACED: 'orange' } as const;

/** The registration's certificates: a standing one to download, each with its verification page. */
export function MyCertificates({ certificates }: { certificates: MyRegistration['certificates'] }) {
  if (certificates.length === 0) return null;
  return (
    <DetailsPanel title={MY_CERTIFICATES.title}>
      <Stack as="ul" gap="3" listStyleType="none">
        {certificates.map((certificate) => (
          <Flex as="li" key={certificate.number} gap="3" align="center" wrap="wrap">
            <Text fontWeight="medium">{certificate.levelName}</Text>
            <Badge colorPalette={TONE[certificate.status]}>
              {MY_CERTIFICATES.status[certificate.status]}
            </Badge>
            {certificate.status === 'VALID' && (
              <Link
                href={`/api/certificates/${encodeURIComponent(certificate.number)}/certificate.pdf`}
                color="teal.800"
                textDecoration="underline"
                download
              >
                {MY_CERTIFICATES.download(certificate.number)}
              </Link>
            )}
            <Link asChild color="teal.800" textDecoration="underline">
              <RouterLink to={certificatePath(certificate.number)}>{MY_CERTIFICATES.verify}</RouterLink>
            </Link>
          </Flex>
        ))}
      </Stack>
    </DetailsPanel>
  );
}
