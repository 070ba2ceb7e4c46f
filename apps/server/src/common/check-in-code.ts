import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What every check-in code starts with, so a scanner tells it from any other QR code. */
const PREFIX = 'CI1-';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 10 bytes of HMAC: guessing one is 1 in 2^80, and the code stays short enough for a small QR code. */
const MAC_BYTES = 10;
const ID_BYTES = 16;

/**
 * The code on a registrant's QR code that staff scan at the door: the registration's id signed for
 * check-in only, under a key derived from JWT_SECRET for this purpose alone. It is not the private
 * link's token and opens nothing: only the staff check-in reads it.
 */
export class CheckInCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'check-in code', 32));
  }

  /** 'CI1-' and 35 characters: the id's 16 bytes and the signature, base64url. */
  codeOf(registrationId: string): string {
    if (!UUID.test(registrationId)) throw new Error('A check-in code is made for a registration id (UUID)');
    const id = Buffer.from(registrationId.replaceAll('-', ''), 'hex');
    return PREFIX + Buffer.concat([id, this.mac(id)]).toString('base64url');
  }

  /** The registration a code was made for; null when it is not a check-in code or its signature fails. */
  registrationOf(code: string): string | null {
    const text = code.trim();
    if (!text.startsWith(PREFIX)) return null;
    const bytes = Buffer.from(text.slice(PREFIX.length), 'base64url');
    if (bytes.length !== ID_BYTES + MAC_BYTES) return null;
    const id = bytes.subarray(0, ID_BYTES);
    if (!timingSafeEqual(bytes.subarray(ID_BYTES), this.mac(id))) return null;
    const hex = id.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  private mac(id: Buffer): Buffer {
    return createHmac('sha256', this.key).update('check-in\0').update(id).digest().subarray(0, MAC_BYTES);
  }
}
