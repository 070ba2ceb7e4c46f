import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../../graphql/context';
import { RegistrantEmailChange, emailChangeSentMessage, emailConfirmedMessage } from './registrant-email';
import { RegistrantService } from './registrant.service';
import { EmailChangeReceipt, EmailConfirmation, RegistrationView } from '../registration.type';
import { RegistrationViews } from '../registration.view';

/** The registrant's own page, authorised by the private link's token. */
@Resolver()
export class RegistrantResolver {
  constructor(
    private readonly registrants: RegistrantService,
    private readonly emailChange: RegistrantEmailChange,
    private readonly views: RegistrationViews,
  ) {}

  @Query(() => RegistrationView, {
    description: "The registrant's own registration, opened by its private link",
  })
  async myRegistration(
    @Arg('id', () => ID) id: string,
    @Arg('token', { description: 'The token of the private link' }) token: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<RegistrationView> {
    const { registration } = await this.registrants.authorize(id, {
      adminSession: await req.auth.adminSession(),
      registrationToken: token,
    });
    return this.views.one(registration);
  }

  @Mutation(() => RegistrationView, {
    description: 'Cancels the registration opened by a private link and frees its seat',
  })
  async cancelMyRegistration(
    @Arg('id', () => ID) id: string,
    @Arg('token') token: string,
  ): Promise<RegistrationView> {
    const { registration, actor } = await this.registrants.authorize(id, {
      adminSession: null,
      registrationToken: token,
    });
    const cancelled = await this.registrants.cancel(registration, actor);
    return this.views.one(cancelled);
  }

  @Mutation(() => EmailChangeReceipt, {
    description:
      'Asks to use another e-mail address: a link to confirm it goes to that address, a notice to the current one; the address changes once the link is opened',
  })
  async changeMyRegistrationEmail(
    @Arg('id', () => ID) id: string,
    @Arg('token') token: string,
    @Arg('email') email: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<EmailChangeReceipt> {
    const { registration, actor } = await this.registrants.authorize(id, {
      adminSession: null,
      registrationToken: token,
    });
    const updated = await this.registrants.update(registration, { email }, {}, actor, req.auth.clientAddress);
    return {
      message: updated.emailChangeSentTo
        ? emailChangeSentMessage(updated.emailChangeSentTo)
        : 'Your registration already uses this address',
      registration: await this.views.one(updated.registration),
    };
  }

  @Mutation(() => EmailConfirmation, {
    description: 'Confirms a new e-mail address with the token of the link sent to it',
  })
  async confirmMyRegistrationEmail(
    @Arg('id', () => ID) id: string,
    @Arg('token', { description: 'The token of the confirmation link (ec_…)' }) token: string,
  ): Promise<EmailConfirmation> {
    const { email } = await this.emailChange.confirm(id, token);
    return { message: emailConfirmedMessage(email), email };
  }
}
