import { Logger } from '../../common/logger';
import { ReminderService } from './reminder.service';

/** Runs the reminder rounds in the background, one at a time, from start until stop. */
export class ReminderWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly reminders: Pick<ReminderService, 'sendDue'>,
    private readonly logger: Logger,
    /** REMINDER_POLL_SECONDS: reminders are due by the day, so a few minutes late is on time. */
    private readonly pollMs: number,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => void this.round(), delayMs);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    if (this.stopped) return;
    this.running = this.reminders
      .sendDue()
      .then((queued) => {
        if (queued > 0) this.logger.info({ queued }, 'Reminders queued');
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'Reminder round failed'))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.pollMs);
      });
    await this.running;
  }
}
