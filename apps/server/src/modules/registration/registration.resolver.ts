import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { RegistrationInput } from './registration.input';
import { REGISTRATION_THANK_YOU, RegistrationService } from './registration.service';
import { RegistrationReceipt, RegistrationView } from './registration.type';

/** Enrolment for visitors, and the registrant's own page (authorised by the private link's token). */
@Resolver()
export class RegistrationResolver {
  constructor(private readonly registrations: RegistrationService) {}

  @Mutation(() => RegistrationReceipt, {
    description:
      'Enrols in a programme, taking a seat of `eventId` when given (CONFLICT when it is full or closed); invalid fields come back as BAD_USER_INPUT with extensions.fieldErrors',
  })
  async submitRegistration(@Arg('input') input: RegistrationInput): Promise<RegistrationReceipt> {
    const { registration } = await this.registrations.register({ ...input });
    return {
      id: registration.id,
      status: registration.status,
      programme: registration.programme,
      createdAt: registration.createdAt,
      message: REGISTRATION_THANK_YOU,
    };
  }

  @Query(() => RegistrationView, {
    description: "The registrant's own registration, opened by its private link",
  })
  async myRegistration(
    @Arg('id', () => ID) id: string,
    @Arg('token', { description: 'The token of the private link' }) token: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<RegistrationView> {
    const { registration } = await this.registrations.authorize(id, {
      adminSession: await req.auth.adminSession(),
      registrationToken: token,
    });
    return this.registrations.view(registration);
  }

  @Mutation(() => RegistrationView, {
    description: 'Cancels the registration opened by a private link and frees its seat',
  })
  async cancelMyRegistration(
    @Arg('id', () => ID) id: string,
    @Arg('token') token: string,
  ): Promise<RegistrationView> {
    const { registration, actor } = await this.registrations.authorize(id, {
      adminSession: null,
      registrationToken: token,
    });
    const cancelled = await this.registrations.cancel(registration, actor);
    return this.registrations.view(cancelled);
  }
}
