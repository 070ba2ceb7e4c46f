import { useState } from 'react';
import { Badge, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { EventCertificatesQuery } from '@academy/graphql-client';
import { ADMIN_CERTIFICATES, MY_CERTIFICATES } from '@academy/content';
import { describeListFailure } from '../list/describe-failure';
import { ErrorPanel } from '../list/ErrorPanel';
import { LoadingState } from '../list/LoadingState';
import { CertificatesToIssue } from './CertificatesToIssue';
import { useEventCertificates } from './use-event-certificates';
import { useIssueCertificate } from './use-issue-certificate';
import { useIssueCertificates } from './use-issue-certificates';
import { useReissueCertificate } from './use-reissue-certificate';
import { useRevokeCertificate } from './use-revoke-certificate';

type StaffCertificate = EventCertificatesQuery['eventCertificates'][number];
const TONE = { VALID: 'green', REVOKED: 'red', REPLACED: 'orange' } as const;

/** An event's certificates: issuing them all in one action, and correcting or revoking one. */
export function CertificatesPanel({ eventId }: { eventId: string }) {
  const { certificates, loading, error, refetch } = useEventCertificates(eventId);
  const issueAll = useIssueCertificates(eventId);
  const issueOne = useIssueCertificate();
  const reissue = useReissueCertificate();
  const revoke = useRevokeCertificate();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string }>();
  const act = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    setNote(undefined);
    try {
      const done = await work();
      if (done) setNote({ tone: 'ok', text: done });
    } catch (failure) {
      setNote({ tone: 'error', text: `${ADMIN_CERTIFICATES.actionFailed} ${describeListFailure(failure)}` });
    } finally {
      setBusy(false);
    }
  };
  const headingId = `certificates-${eventId}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="md" color="teal.900" id={headingId}>
        {ADMIN_CERTIFICATES.title}
      </Heading>
      <Text color="gray.700">{ADMIN_CERTIFICATES.intro}</Text>
      <Button
        size="sm"
        colorPalette="teal"
        alignSelf="flex-start"
        disabled={busy}
        onClick={() => void act(async () => ADMIN_CERTIFICATES.issued(await issueAll()))}
      >
        {busy ? ADMIN_CERTIFICATES.issuing : ADMIN_CERTIFICATES.issueAll}
      </Button>
      <CertificatesToIssue
        eventId={eventId}
        busy={busy}
        onIssue={(registrationId) =>
          void act(async () => ADMIN_CERTIFICATES.issuedOne((await issueOne(registrationId)) ?? ''))
        }
      />
      <Text role="status" color={note?.tone === 'error' ? 'red.700' : 'green.800'}>
        {note?.text}
      </Text>
      {!certificates && loading && <LoadingState label={ADMIN_CERTIFICATES.loading} />}
      {!certificates && !loading && (
        <ErrorPanel summary={ADMIN_CERTIFICATES.failure} error={error} onRetry={refetch} />
      )}
      {certificates?.length === 0 && <Text color="gray.700">{ADMIN_CERTIFICATES.empty}</Text>}
      {certificates && certificates.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none">
          {certificates.map((certificate) => (
            <CertificateRow
              key={certificate.number}
              certificate={certificate}
              busy={busy}
              onReissue={(name) => act(async () => void (await reissue(certificate.number, name)))}
              onRevoke={(reason) => act(async () => void (await revoke(certificate.number, reason)))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface RowProps {
  certificate: StaffCertificate;
  busy: boolean;
  onReissue: (name: string) => Promise<void>;
  onRevoke: (reason: string) => Promise<void>;
}

/** One certificate: its number, name and state; a current one can be corrected or revoked. */
function CertificateRow({ certificate, busy, onReissue, onRevoke }: RowProps) {
  const [editing, setEditing] = useState<'name' | 'reason'>();
  const [text, setText] = useState('');
  const current = certificate.status === 'VALID';
  const open = (what: 'name' | 'reason') => {
    setEditing(what);
    setText(what === 'name' ? certificate.nameAsCertificate : '');
  };
  const submit = async () => {
    await (editing === 'name' ? onReissue(text) : onRevoke(text));
    setEditing(undefined);
  };
  return (
    <Flex as="li" gap="3" align="center" wrap="wrap">
      <Text fontFamily="mono">{certificate.number}</Text>
      <Text fontWeight="medium">{certificate.nameAsCertificate}</Text>
      <Badge colorPalette={TONE[certificate.status]}>{MY_CERTIFICATES.status[certificate.status]}</Badge>
      {certificate.replacedBy && (
        <Text color="gray.700">{ADMIN_CERTIFICATES.replacedBy(certificate.replacedBy)}</Text>
      )}
      {certificate.revokeReason && (
        <Text color="gray.700">{ADMIN_CERTIFICATES.revoked(certificate.revokeReason)}</Text>
      )}
      {current && !editing && (
        <>
          <Button
            size="xs"
            variant="outline"
            disabled={busy}
            aria-label={ADMIN_CERTIFICATES.correctLabel(certificate.number)}
            onClick={() => open('name')}
          >
            {ADMIN_CERTIFICATES.correct}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={busy}
            aria-label={ADMIN_CERTIFICATES.revokeLabel(certificate.number)}
            onClick={() => open('reason')}
          >
            {ADMIN_CERTIFICATES.revoke}
          </Button>
        </>
      )}
      {editing && (
        <Flex gap="2" wrap="wrap" align="center" w="full">
          <Input
            size="sm"
            maxW="sm"
            aria-label={editing === 'name' ? ADMIN_CERTIFICATES.newName : ADMIN_CERTIFICATES.reason}
            placeholder={editing === 'name' ? ADMIN_CERTIFICATES.newName : ADMIN_CERTIFICATES.reason}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            size="xs"
            colorPalette={editing === 'name' ? 'teal' : 'red'}
            disabled={busy}
            onClick={() => void submit()}
          >
            {editing === 'name' ? ADMIN_CERTIFICATES.reissue : ADMIN_CERTIFICATES.confirmRevoke}
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setEditing(undefined)}>
            {ADMIN_CERTIFICATES.cancel}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
