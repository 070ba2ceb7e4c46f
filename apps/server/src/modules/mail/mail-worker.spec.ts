import { Database } from '../../database/database';
import { createLogger } from '../../common/logger';
import { DEFAULT_MAIL_WORKER_OPTIONS, MailWorker } from './mail-worker';

describe('MailWorker nudges', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the mails of many submissions in a few rounds, not a round each', async () => {
    const worker = new MailWorker(
      {} as Database,
      { open: async () => undefined, deliver: async () => undefined, close: () => undefined },
      { reveal: (mail) => mail },
      { now: () => new Date() },
      createLogger('silent'),
    );
    const sendDue = jest.spyOn(worker, 'sendDue').mockResolvedValue(0);
    worker.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(sendDue).toHaveBeenCalledTimes(1);

    // Fifty submissions within a tenth of a second, each nudging the worker once it is stored.
    for (let i = 0; i < 50; i += 1) {
      worker.nudge();
      await jest.advanceTimersByTimeAsync(2);
    }
    // Well within the poll interval: only nudges start rounds here.
    await jest.advanceTimersByTimeAsync(DEFAULT_MAIL_WORKER_OPTIONS.pollMs / 5);
    expect(sendDue.mock.calls.length).toBeLessThanOrEqual(3);
    expect(sendDue.mock.calls.length).toBeGreaterThan(1);
    await worker.stop();
  });
});
