import { PROVIDER, UAE_PRACTICES } from '@academy/content';
import { isEmail } from './patterns';
import { readPhone } from './phone';

/** The site's own addresses and numbers pass the rules its forms apply to visitors'. */
describe("the site's contacts", () => {
  it("give the provider's address as an e-mail address", () => {
    expect(isEmail(PROVIDER.email)).toBe(true);
  });

  it('give every practice contact an e-mail address and a UAE number', () => {
    for (const practice of UAE_PRACTICES) {
      for (const contact of practice.contacts) {
        expect(isEmail(contact.email)).toBe(true);
        expect(readPhone(contact.phone)?.e164).toMatch(/^\+971\d{8,9}$/);
      }
    }
  });
});
