import { ServerModule } from '../module';
import { CreateOutboxMail1763910000000 } from './migrations/1763910000000-create-outbox-mail';
import { OutboxMailSealedSecret1763980000000 } from './migrations/1763980000000-outbox-mail-sealed-secret';
import { ScrubSentOutboxTokens1763990000000 } from './migrations/1763990000000-scrub-sent-outbox-tokens';
import { OutboxAttachmentsMediumtext1764801100000 } from './migrations/1764801100000-outbox-attachments-mediumtext';
import { MailOutbox } from './mail-outbox';
import { MailSeal } from './mail-secret';
import { createMailTransport } from './mail-transport';
import { DEFAULT_MAIL_WORKER_OPTIONS, MailWorker } from './mail-worker';
import { OutboxMail } from './outbox-mail.entity';
import { registerOutboxMetrics } from './outbox-metrics';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    mail: MailOutbox;
  }
}

/**
 * Outgoing mail: other modules queue mails in their own transactions (the `mail` service); the worker
 * sends them by SMTP, or writes them to DATA_DIR/outbox when no mail server is configured.
 */
export const mailModule: ServerModule = {
  name: 'mail',
  provides: ['mail'],
  entities: [OutboxMail],
  migrations: [
    CreateOutboxMail1763910000000,
    OutboxMailSealedSecret1763980000000,
    ScrubSentOutboxTokens1763990000000,
    OutboxAttachmentsMediumtext1764801100000,
  ],
  resolvers: [],
  setup({ config, db, clock, services, logger, metrics, jwtSecret }) {
    const seal = new MailSeal(jwtSecret);
    const outbox = new MailOutbox(db, clock, new URL(config.publicUrl).hostname, seal);
    services.provide('mail', outbox);
    const transport = createMailTransport(config.mail, outbox.domain);
    const worker = new MailWorker(db, transport, outbox, clock, logger, {
      ...DEFAULT_MAIL_WORKER_OPTIONS,
      claimMs: config.mail.claimMs,
    });
    registerOutboxMetrics(metrics, db, clock);
    const unsubscribe = outbox.onQueued(() => worker.nudge());
    return {
      start: () => worker.start(),
      async stop() {
        unsubscribe();
        await worker.stop();
      },
    };
  },
};
