import { PROVIDER } from '@academy/content';
import { Counter } from 'prom-client';
import { AppError } from '../../common/app-error';
import { AppConfig } from '../../config';
import { ServerModule } from '../module';
import { AdminUser } from './admin-user.entity';
import { AdminAuthResolver } from './admin-auth.resolver';
import { adminAuthRoutes } from './admin-auth.routes';
import { AdminAccountService } from './admin-account.service';
import { AdminSessionService } from './admin-session.service';
import { CreateAdminUser1763940000000 } from './migrations/1763940000000-create-admin-user';
import { AdminSessionVersion1763970000000 } from './migrations/1763970000000-admin-session-version';
import { generatePassword } from './passwords';
import { PasswordResetService } from './password-reset';
import { PasswordResetResolver } from './password-reset.resolver';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    adminSessions: AdminSessionService;
    adminAccounts: AdminAccountService;
  }
}

/** The account a development install creates when none exists and none is configured. */
export const DEVELOPMENT_ADMIN_EMAIL = `admin@${PROVIDER.email.split('@')[1]}`;

/**
 * Admin sign-in and sessions (the `adminSessions` service every guard uses), admin accounts (the
 * `adminAccounts` service) and the reset of a forgotten password by a mailed link.
 */
export const adminAuthModule: ServerModule = {
  name: 'admin-auth',
  needs: ['mail', 'sharedStore'],
  provides: ['adminAccounts', 'adminSessions'],
  entities: [AdminUser],
  migrations: [CreateAdminUser1763940000000, AdminSessionVersion1763970000000],
  resolvers: [AdminAuthResolver, PasswordResetResolver],
  async setup({ config, db, clock, services, announce, metrics, jwtSecret }) {
    const failedSignIns = new Counter({
      name: 'admin_sign_in_failures_total',
      help: 'Admin sign-ins refused: a wrong e-mail or password (invalid), or too many failures (throttled)',
      labelNames: ['reason'] as const,
      registers: [metrics],
    });
    const sessions = new AdminSessionService(db, services.get('sharedStore'), jwtSecret, clock, (reason) =>
      failedSignIns.inc({ reason }),
    );
    const accounts = new AdminAccountService(db, sessions, clock);
    const resets = new PasswordResetService(
      db,
      accounts,
      services.get('mail'),
      services.get('sharedStore'),
      jwtSecret,
      clock,
      config.publicUrl,
    );
    services.provide('adminSessions', sessions);
    services.provide('adminAccounts', accounts);
    await ensureAdminAccount(accounts, config, announce);
    return {
      resolvers: [new AdminAuthResolver(sessions, accounts), new PasswordResetResolver(resets)],
      routes: adminAuthRoutes(sessions, accounts),
    };
  },
};

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD create that account when it is missing (an existing one keeps its
 * password). A development install with no account and none configured gets one with a generated
 * password, printed this once; production never gets a default account.
 */
export async function ensureAdminAccount(
  accounts: AdminAccountService,
  config: AppConfig,
  announce: (line: string) => void,
): Promise<void> {
  const account = config.admin.account;
  if (account) {
    if (await accounts.hasAccount(account.email)) return;
    if (!(await createUnlessTaken(accounts, account.email, account.password))) return;
    announce(`Admin account created for ${account.email} (password from ADMIN_PASSWORD)`);
    return;
  }
  if (config.nodeEnv !== 'development' || (await accounts.hasAccount())) return;
  const password = generatePassword();
  if (!(await createUnlessTaken(accounts, DEVELOPMENT_ADMIN_EMAIL, password))) return;
  announce('Admin account created (shown only this once; change it after signing in):');
  announce(`  email:    ${DEVELOPMENT_ADMIN_EMAIL}`);
  announce(`  password: ${password}`);
}

/**
 * Creates the account, or returns false when it exists after all: another instance starting on the
 * same database created it since `hasAccount` was asked.
 */
async function createUnlessTaken(
  accounts: AdminAccountService,
  email: string,
  password: string,
): Promise<boolean> {
  try {
    await accounts.createAccount(email, password);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}
