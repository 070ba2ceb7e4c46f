import { readEmailConfirmationToken, readRegistrationToken } from './registration-link';

const TOKEN = 'rt_Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWJjZGVm';

describe('readRegistrationToken', () => {
  it('reads the token the confirmation mail puts after the #', () => {
    expect(readRegistrationToken(`#${TOKEN}`)).toBe(TOKEN);
  });

  it('reads a token whose fragment a mail client percent-encoded or padded', () => {
    expect(readRegistrationToken(`#${encodeURIComponent(` ${TOKEN}`)}`)).toBe(TOKEN);
  });

  it.each([
    ['no fragment', ''],
    ['an empty fragment', '#'],
    ['a fragment without the token prefix', '#Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTA'],
    ['a token cut short', '#rt_Zm9v'],
    ['a fragment with other characters', `#${TOKEN}&utm_source=mail`],
    ['a malformed percent-encoding', '#rt_%E0%A4%A'],
  ])('finds no token in %s', (_case, hash) => {
    expect(readRegistrationToken(hash)).toBeUndefined();
  });
});

describe('readEmailConfirmationToken', () => {
  const CONFIRMATION = 'ec_Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWJjZGVm';

  it('reads the token of the link sent to a new address, and only that', () => {
    expect(readEmailConfirmationToken(`#${CONFIRMATION}`)).toBe(CONFIRMATION);
    expect(readEmailConfirmationToken(`#${TOKEN}`)).toBeUndefined();
    expect(readRegistrationToken(`#${CONFIRMATION}`)).toBeUndefined();
  });
});
