import { Arg, Mutation, Resolver } from 'type-graphql';
import { RegistrationInput } from './registration.input';
import { REGISTRATION_THANK_YOU, RegistrationService } from './registration.service';
import { RegistrationReceipt } from './registration.type';

/** Enrolment for visitors. */
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
}
