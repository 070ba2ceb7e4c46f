import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { AdminAccountService } from './admin-account.service';
import { AdminSessionService } from './admin-session.service';
import {
  AdminLoginArgs,
  AdminLoginResult,
  AdminProfile,
  AdminProfileInput,
  AdminSessionInfo,
  ChangeAdminPasswordArgs,
} from './admin-auth.type';
import { clearSessionCookie, setSessionCookie } from './request-auth';
import { toProfile } from './admin-profile';

/**
 * A sign-in checks a password hash, slow on purpose: it weighs a tenth of a request's cost limit, so one
 * request can carry only a few, however many aliases it uses.
 */
const LOGIN_COMPLEXITY = 1000;

@Resolver()
export class AdminAuthResolver {
  constructor(
    private readonly sessions: AdminSessionService,
    private readonly accounts: AdminAccountService,
  ) {}

  @Mutation(() => AdminLoginResult, {
    complexity: LOGIN_COMPLEXITY,
    description:
      'Signs an admin in; failed attempts are limited per account and client address, and slowed per account (RATE_LIMITED)',
  })
  async adminLogin(
    @Args() { email, password, rememberMe }: AdminLoginArgs,
    @Ctx() { req, res }: GraphqlContext,
  ) {
    const session = await this.sessions.login(email, password, req.auth.clientAddress, rememberMe);
    setSessionCookie(res, session);
    return { token: session.token, expiresAt: session.expiresAt, admin: toProfile(session.admin) };
  }

  @Authorized()
  @Query(() => AdminSessionInfo, { description: 'The current admin session (the web guard asks this)' })
  async adminSession(@Ctx() { req }: GraphqlContext): Promise<AdminSessionInfo> {
    const session = await req.auth.requireAdmin();
    return { admin: toProfile(await this.accounts.profile(session)), expiresAt: session.expiresAt };
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends the current session at once, on every instance' })
  async adminLogout(@Ctx() { req, res }: GraphqlContext): Promise<boolean> {
    await this.sessions.logout(await req.auth.requireAdmin());
    clearSessionCookie(res);
    return true;
  }

  @Authorized()
  @Query(() => AdminProfile)
  async adminProfile(@Ctx() { req }: GraphqlContext): Promise<AdminProfile> {
    return toProfile(await this.accounts.profile(await req.auth.requireAdmin()));
  }

  @Authorized()
  @Mutation(() => AdminProfile)
  async updateAdminProfile(@Arg('input') input: AdminProfileInput, @Ctx() { req }: GraphqlContext) {
    return toProfile(await this.accounts.updateProfile(await req.auth.requireAdmin(), input));
  }

  @Authorized()
  @Mutation(() => AdminSessionInfo, {
    complexity: LOGIN_COMPLEXITY,
    description:
      'Changes the password and ends every other session of the account; wrong current passwords count as failed sign-ins (RATE_LIMITED)',
  })
  async changeAdminPassword(
    @Args() { currentPassword, newPassword }: ChangeAdminPasswordArgs,
    @Ctx() { req, res }: GraphqlContext,
  ): Promise<AdminSessionInfo> {
    const session = await this.accounts.changePassword(
      await req.auth.requireAdmin(),
      currentPassword,
      newPassword,
      req.auth.clientAddress,
    );
    setSessionCookie(res, session);
    return { admin: toProfile(session.admin), expiresAt: session.expiresAt };
  }
}
