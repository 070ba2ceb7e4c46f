import type { Logger } from './logger';

/**
 * Runs `work` every `intervalMs` once started, a round never overlapping the one before; stop() waits
 * for a round in progress. What `work` does must itself be safe with several instances running it.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.round(), this.intervalMs);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    this.running = this.work()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error, task: this.name }, 'Periodic task failed'))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule();
      });
    await this.running;
  }
}
