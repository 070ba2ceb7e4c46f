import { randomUUID } from 'node:crypto';
import { CheckInCodes } from './check-in-code';

describe('CheckInCodes', () => {
  const codes = new CheckInCodes('a secret of the tests');
  const id = randomUUID();

  it('reads back the registration a code was made for', () => {
    const code = codes.codeOf(id);
    expect(code).toMatch(/^CI1-[A-Za-z0-9_-]{35}$/);
    expect(codes.registrationOf(code)).toBe(id);
    expect(codes.registrationOf(` ${code}\n`)).toBe(id);
  });

  it('refuses a code signed under another secret, altered, cut short or of another kind', () => {
    const code = codes.codeOf(id);
    expect(new CheckInCodes('another secret').registrationOf(code)).toBeNull();
    const altered = code.at(-5) === 'A' ? 'B' : 'A';
    expect(codes.registrationOf(`${code.slice(0, -5)}${altered}${code.slice(-4)}`)).toBeNull();
    expect(codes.registrationOf(code.slice(0, -2))).toBeNull();
    expect(codes.registrationOf('https://example.com/my-registration')).toBeNull();
    expect(codes.registrationOf(id)).toBeNull();
  });
});
