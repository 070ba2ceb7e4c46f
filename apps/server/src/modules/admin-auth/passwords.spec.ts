import { verifyPassword } from './passwords';

jest.mock('argon2', () => {
  throw new Error("Cannot find module 'argon2'");
});

describe('verifyPassword', () => {
  it('fails on an argon2 that cannot load, instead of answering that the password is wrong', async () => {
    await expect(
      verifyPassword('$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA', 'a password'),
    ).rejects.toThrow("Cannot find module 'argon2'");
  });
});
