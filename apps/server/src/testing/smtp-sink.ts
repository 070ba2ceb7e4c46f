import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port that keeps what it receives, and can refuse on request;
 * `delayMs` makes it take its time over each mail, as a busy one does.
 */
export async function smtpSink({ delayMs = 0 }: { delayMs?: number } = {}) {
  const received: ParsedMail[] = [];
  /** SMTP connections opened so far: a pooled sender reuses a few for many mails. */
  let connections = 0;
  let refusals = 0;
  let hold: { reached: () => void; released: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (hold) {
          const { reached, released } = hold;
          hold = undefined;
          reached();
          await released;
        }
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  // A sender that dies mid-mail (a killed server, which keeps its pooled connection open) resets its
  // connection; smtp-server reports that as an error, which is the sender's, not the sink's.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    refuseNext(count: number) {
      refusals = count;
    },
    /** Keeps the next mail's delivery waiting until released: a mail in flight. */
    holdNext() {
      let reached!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (reached = resolve));
      hold = { reached, released: new Promise<void>((resolve) => (release = resolve)) };
      return { arrived, release };
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
