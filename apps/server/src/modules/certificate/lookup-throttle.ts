import { AppError } from '../../common/app-error';
import { clientAddressKey } from '../../common/client-address-key';
import { Clock } from '../../common/clock';
import { SharedStore } from '../shared-store/shared-store';

/** Lookups of certificate numbers one client address may make in a window: plenty for people, few for a guesser. */
export const CERTIFICATE_LOOKUPS = { limit: 60, windowMs: 10 * 60_000 } as const;

/**
 * Limits certificate lookups per client address (an IPv6 client by its /64), counted in the shared store
 * so every instance sees the same count: numbers are not guessable, and this keeps anyone from trying.
 */
export class CertificateLookupThrottle {
  constructor(
    private readonly store: SharedStore,
    private readonly clock: Clock,
  ) {}

  async admit(clientAddress: string): Promise<void> {
    const over = await this.store.hitWithin([
      {
        key: `certificate-lookup:${clientAddressKey(clientAddress)}`,
        windowMs: CERTIFICATE_LOOKUPS.windowMs,
        amount: 1,
        limit: CERTIFICATE_LOOKUPS.limit,
      },
    ]);
    if (!over) return;
    const seconds = Math.max(
      1,
      Math.ceil((over.window.resetAt.getTime() - this.clock.now().getTime()) / 1000),
    );
    throw new AppError(
      'RATE_LIMITED',
      `You have looked up many certificates in a short time. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
      { retryAfterSeconds: seconds },
    );
  }
}
