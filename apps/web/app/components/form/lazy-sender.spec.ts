import { lazySender } from './lazy-sender';

const READING = {
  fieldErrors: () => ({}),
  failed: (message: string) => message || 'Failed to send message. Please try again.',
};
const UNSENT = {
  kind: 'failed' as const,
  message: 'Failed to send message. Please try again.',
  fieldErrors: {},
};

describe('lazySender', () => {
  it('loads the sending code once, on the first send or preload, and sends with it', async () => {
    const send = jest.fn(async (input: string) => ({ ok: true as const, result: input.toUpperCase() }));
    const load = jest.fn(async () => send);
    const sender = lazySender(load, READING);
    expect(load).not.toHaveBeenCalled();
    sender.preload();
    expect(await sender.send('a')).toEqual({ ok: true, result: 'A' });
    expect(await sender.send('b')).toEqual({ ok: true, result: 'B' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails in the form’s words when the code cannot be fetched, and tries again on the next send', async () => {
    const send = jest.fn(async () => ({ ok: true as const, result: 'sent' }));
    const load = jest
      .fn<Promise<typeof send>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(send);
    const sender = lazySender(load, READING);
    expect(await sender.send(undefined)).toEqual({ ok: false, failure: UNSENT });
    expect(await sender.send(undefined)).toEqual({ ok: true, result: 'sent' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
