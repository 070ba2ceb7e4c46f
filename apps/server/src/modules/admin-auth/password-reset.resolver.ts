import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { PasswordResetService, RESET_LINK_MINUTES } from './password-reset';

/** Setting a password hashes it, slow on purpose: weighed as a sign-in is (AdminAuthResolver). */
const RESET_COMPLEXITY = 1000;

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly resets: PasswordResetService) {}

  @Mutation(() => Boolean, {
    description: `Mails a staff account a link to set a new password (valid ${RESET_LINK_MINUTES} minutes, once); the answer is the same whether or not the address has an account. Limited per client address and per address (RATE_LIMITED)`,
  })
  async requestAdminPasswordReset(
    @Arg('email') email: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<boolean> {
    await this.resets.request(email, req.auth.clientAddress);
    return true;
  }

  @Mutation(() => Boolean, {
    complexity: RESET_COMPLEXITY,
    description: "Sets a new password with a reset link's token; ends every session of the account",
  })
  async resetAdminPassword(
    @Arg('token') token: string,
    @Arg('newPassword') newPassword: string,
  ): Promise<boolean> {
    await this.resets.reset(token, newPassword);
    return true;
  }
}
