import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it('reads an address in any case as one mailbox', () => {
    expect(mailboxKey('Victim@Example.COM')).toBe('victim@example.com');
    expect(mailboxKey(' victim@example.com ')).toBe('victim@example.com');
  });

  it('drops a +tag', () => {
    for (let tag = 1; tag <= 10; tag += 1) {
      expect(mailboxKey(`victim+${tag}@example.com`)).toBe('victim@example.com');
    }
    expect(mailboxKey('Victim+News+More@Example.com')).toBe('victim@example.com');
  });

  it('ignores the dots of a Gmail address and reads googlemail.com as gmail.com', () => {
    expect(mailboxKey('v.i.c.t.i.m@gmail.com')).toBe('victim@gmail.com');
    expect(mailboxKey('Vic.Tim+x@GoogleMail.com')).toBe('victim@gmail.com');
    // Elsewhere a dot is part of the mailbox's name.
    expect(mailboxKey('v.ictim@example.com')).toBe('v.ictim@example.com');
  });

  it('keeps what is no e-mail address, lower-cased', () => {
    expect(mailboxKey('payment:ABC')).toBe('payment:abc');
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });
});
