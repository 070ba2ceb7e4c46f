import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ADMIN_RESET_PASSWORD_PATH, PROVIDER } from '@academy/content';
import { INVALID_EMAIL_MESSAGE, isEmail } from '@academy/validation';
import { AppError } from '../../common/app-error';
import { clientAddressKey } from '../../common/client-address-key';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { MailOutbox, OutgoingMail } from '../mail/mail-outbox';
import { MAIL_SECRET } from '../mail/mail-secret';
import { renderMail } from '../mail/mail-template';
import { SharedStore } from '../shared-store/shared-store';
import { AdminAccountService, passwordProblem } from './admin-account.service';
import { normalizeEmail } from './admin-email';
import { AdminUser } from './admin-user.entity';

/** A reset link works this long after it is asked for. */
export const RESET_LINK_MINUTES = 30;

/** Reset mails asked for per client address, and per account (the address typed), within an hour. */
export const RESET_LIMITS = { perClientAddress: 5, perAccount: 3, windowMs: 60 * 60_000 } as const;

/** Keeps these signatures apart from any other use of the secret (the sessions' tokens). */
const PURPOSE = 'admin-password-reset';

export const RESET_LINK_INVALID =
  'This reset link has expired or has been used. Please ask for a new one on the sign-in page.';

/** A digest of the stored password hash: signed into the token, so a changed password spends it. */
const fingerprint = (user: Pick<AdminUser, 'passwordHash'>) =>
  createHash('sha256').update(user.passwordHash).digest('base64url');

/**
 * Staff's forgotten passwords: a mailed link sets a new one. The link's token is signed, expires after
 * RESET_LINK_MINUTES and is signed over the password it replaces, so it is single-use without any
 * state: setting a password spends it (and every other link of the account), and ends the account's
 * sessions. Asking
 * counts per client address and per address typed whether or not an account has it, and the answer is
 * the same either way: it tells nobody which addresses are staff's.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AdminAccountService,
    private readonly mail: MailOutbox,
    private readonly store: SharedStore,
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async request(rawEmail: unknown, clientAddress: string): Promise<void> {
    const email = typeof rawEmail === 'string' ? normalizeEmail(rawEmail) : '';
    if (!isEmail(email)) throw AppError.badInput([{ field: 'email', message: INVALID_EMAIL_MESSAGE }]);
    const over = await this.store.hitWithin([
      {
        key: `admin-reset:address:${clientAddressKey(clientAddress)}`,
        windowMs: RESET_LIMITS.windowMs,
        amount: 1,
        limit: RESET_LIMITS.perClientAddress,
      },
      {
        key: `admin-reset:account:${email}`,
        windowMs: RESET_LIMITS.windowMs,
        amount: 1,
        limit: RESET_LIMITS.perAccount,
      },
    ]);
    if (over) {
      const seconds = Math.max(
        1,
        Math.ceil((over.window.resetAt.getTime() - this.clock.now().getTime()) / 1000),
      );
      throw new AppError(
        'RATE_LIMITED',
        `Too many reset requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
        { retryAfterSeconds: seconds },
      );
    }
    const user = await this.db.dataSource.getRepository(AdminUser).findOneBy({ email });
    if (!user) return;
    const mail = passwordResetMail(user, this.issue(user), `${this.publicUrl}${ADMIN_RESET_PASSWORD_PATH}`);
    await this.db.transaction((manager) => this.mail.queue(manager, [mail]));
    this.mail.nudge();
  }

  /** Sets the new password the link's holder chose; the link is spent and every session ends. */
  async reset(token: unknown, newPassword: unknown): Promise<void> {
    const user = await this.holderOf(token);
    const problem = passwordProblem(newPassword);
    if (problem) throw AppError.badInput([{ field: 'newPassword', message: problem }]);
    await this.accounts.replacePassword(user, newPassword as string);
  }

  /**
   * A reset link's token for the account, for RESET_LINK_MINUTES from now: '<account id>.<expiry, unix
   * seconds>.<signature>', the signature over both and the password it replaces. Short, as the outbox
   * seals it into a small column.
   */
  issue(user: AdminUser): string {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + RESET_LINK_MINUTES * 60;
    return `${user.id}.${expires}.${this.signature(user, expires)}`;
  }

  private signature(user: AdminUser, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`${PURPOSE}|${user.id}|${expires}|${fingerprint(user)}`)
      .digest('base64url');
  }

  private async holderOf(token: unknown): Promise<AdminUser> {
    const invalid = () => AppError.badInput([{ field: 'token', message: RESET_LINK_INVALID }]);
    const parts = typeof token === 'string' ? /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token) : null;
    if (!parts) throw invalid();
    const [, id, expiresText, given] = parts;
    const expires = Number(expiresText);
    if (expires * 1000 <= this.clock.now().getTime()) throw invalid();
    const user = await this.db.dataSource.getRepository(AdminUser).findOneBy({ id });
    if (!user) throw invalid();
    const expected = Buffer.from(this.signature(user, expires));
    if (!timingSafeEqual(expected, Buffer.from(given))) throw invalid();
    return user;
  }
}

/** The mail with the reset link (its token sealed by the outbox until sent). */
export function passwordResetMail(user: AdminUser, token: string, resetPage: string): OutgoingMail {
  return {
    to: user.email,
    subject: `Reset your admin password – ${PROVIDER.name}`,
    about: { kind: 'admin-user', id: user.id },
    secret: token,
    ...renderMail({
      greet: user.name,
      heading: 'Reset your admin password',
      paragraphs: [
        `Someone asked to reset the password of the admin account ${user.email}. To choose a new one, open the link below within ${RESET_LINK_MINUTES} minutes. It works once.`,
        'If you did not ask, you can ignore this mail: your password stays as it is.',
      ],
      actions: [{ label: 'Choose a new password', url: `${resetPage}#${MAIL_SECRET}` }],
    }),
  };
}
