/** Domains whose mailboxes ignore dots in the local part (and are one mailbox under both names). */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an e-mail address delivers to, as the per-recipient mail cap counts it: lower-case, a
 * `+tag` dropped (victim+1@… and victim+2@… land in one inbox), and for Gmail the dots of the local
 * part ignored and googlemail.com read as gmail.com. Without this one inbox could be sent the cap's
 * mails once per spelling. A key that is no e-mail address (payment:…) is only lower-cased.
 */
export function mailboxKey(address: string): string {
  const plain = address.trim().toLowerCase();
  const at = plain.lastIndexOf('@');
  if (at <= 0) return plain;
  let local = plain.slice(0, at);
  let domain = plain.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '') || local;
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
