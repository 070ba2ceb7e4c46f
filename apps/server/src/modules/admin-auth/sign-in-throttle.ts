import { clientAddressKey } from '../../common/client-address-key';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { SharedStore, WindowCount } from '../shared-store/shared-store';

/**
 * How many password checks of an admin account may fail. The lock that refuses (429, even the right
 * password) holds one account from one client address, and one address across accounts: a stranger's
 * failures lock only the stranger out. Across all addresses the account's checks are slowed instead:
 * after `free` failures in a window, each further check from an address the account has not signed in
 * from waits its turn, the waits doubling from `firstWaitMs` to `longestWaitMs` (about 15 checks a window
 * however many addresses guess). Addresses the account signed in from within `knownAddressMs` skip the
 * turns, so the owner signs in from home or the office during such a guess.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccount: { free: 5, firstWaitMs: 15_000, longestWaitMs: 2 * 60_000 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
} as const;

/**
 * How long after the account's window began its `n`th check beyond the free ones may run: the first at
 * once, each later one a wait after the one before, the waits doubling up to the longest.
 */
export function turnOf(n: number): number {
  const { firstWaitMs, longestWaitMs } = LOGIN_THROTTLE.perAccount;
  let at = 0;
  for (let turn = 1; turn < n; turn += 1) at += Math.min(longestWaitMs, firstWaitMs * 2 ** (turn - 1));
  return at;
}

/** How many checks beyond the free ones have had their turn `elapsedMs` after the window began. */
export function turnsWithin(elapsedMs: number): number {
  let n = 0;
  while (turnOf(n + 1) <= elapsedMs) n += 1;
  return n;
}

/**
 * Counts admin password checks (a sign-in, or the current password of a password change) in the shared
 * store, before each is made, so that however many arrive at once on any instance none passes a limit.
 */
export class SignInThrottle {
  constructor(
    private readonly store: SharedStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `check` (is this the account's password?) unless a limit refuses it with RATE_LIMITED, and
   * answers its result. A wrong password counts as a failure; a right one starts the pair afresh, gives
   * the address and the account their attempt back and makes the address known to the account.
   */
  async check(email: string, clientAddress: string, check: () => Promise<boolean>): Promise<boolean> {
    const { windowMs } = LOGIN_THROTTLE;
    // An IPv6 client counts by its /64, as every public limit does.
    const address = clientAddressKey(clientAddress);
    const pairKey = `login:pair:${email}:${address}`;
    const addressKey = `login:address:${address}`;
    const accountKey = `login:account:${email}`;
    const knownKey = `login:known:${email}:${address}`;

    const over = await this.store.hitWithin([
      { key: pairKey, windowMs, amount: 1, limit: LOGIN_THROTTLE.perAccountAndAddress },
      { key: addressKey, windowMs, amount: 1, limit: LOGIN_THROTTLE.perAddress },
    ]);
    if (over) throw this.refusal(over.window.resetAt.getTime() - this.clock.now().getTime());

    const wait = this.waitForTurn(await this.store.hit(accountKey, windowMs));
    if (wait > 0 && (await this.store.count(knownKey)) === 0) {
      // Not checked: nothing of this attempt counts, and the next one may have the turn.
      await Promise.all([pairKey, addressKey, accountKey].map((key) => this.store.forgive(key)));
      throw this.refusal(wait);
    }

    const valid = await check();
    if (valid) {
      await Promise.all([
        this.store.reset(pairKey),
        this.store.forgive(addressKey),
        this.store.forgive(accountKey),
        // Known for 30 days from the first sign-in; once they end, the next sign-in starts them again.
        this.store.hit(knownKey, LOGIN_THROTTLE.knownAddressMs),
      ]);
    }
    return valid;
  }

  /** How long the account's check numbered `count` in its window must still wait (0: its turn has come). */
  private waitForTurn(account: WindowCount): number {
    const n = account.count - LOGIN_THROTTLE.perAccount.free;
    if (n <= 0) return 0;
    const windowStart = account.resetAt.getTime() - LOGIN_THROTTLE.windowMs;
    return Math.max(0, windowStart + turnOf(n) - this.clock.now().getTime());
  }

  private refusal(waitMs: number): AppError {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const minutes = Math.ceil(seconds / 60);
    const wait =
      seconds < 60
        ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
        : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
    return new AppError('RATE_LIMITED', `Too many failed sign-in attempts. Please try again in ${wait}.`, {
      retryAfterSeconds: seconds,
    });
  }
}
