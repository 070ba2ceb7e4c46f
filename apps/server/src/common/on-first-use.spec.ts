import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('loads nothing until first used, then once for every caller', async () => {
    const load = jest.fn(async () => ({ made: true }));
    const get = onFirstUse(load);
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to each caller instead of a value', async () => {
    const get = onFirstUse(async () => {
      throw new Error("Cannot find module 'stripe'");
    });
    await expect(get()).rejects.toThrow("Cannot find module 'stripe'");
    await expect(get()).rejects.toThrow("Cannot find module 'stripe'");
  });
});
