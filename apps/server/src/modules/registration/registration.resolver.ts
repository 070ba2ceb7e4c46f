import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { CalendarEventListing } from '../calendar-event/calendar-event.type';
import { GraphqlContext } from '../../graphql/context';
import { RegistrationInput } from './registration.input';
import { RegistrationService, thankYouFor } from './registration.service';
import { RegistrationReceipt } from './registration.type';
import { RegistrationViews } from './registration.view';

/** Enrolment for visitors. */
@Resolver(() => RegistrationReceipt)
export class RegistrationResolver {
  constructor(
    private readonly registrations: RegistrationService,
    private readonly views: RegistrationViews,
  ) {}

  @Mutation(() => RegistrationReceipt, {
    description:
      'Enrols in a programme, taking a seat of `eventId` when given (CONFLICT when it is full or closed), or the seat a waiting-list `claimToken` holds; invalid fields come back as BAD_USER_INPUT with extensions.fieldErrors; a visitor over a form limit gets RATE_LIMITED (HTTP 429)',
  })
  async submitRegistration(
    @Arg('input') input: RegistrationInput,
    @Ctx() { req }: GraphqlContext,
  ): Promise<RegistrationReceipt> {
    const { registration, accessToken } = await this.registrations.register(
      { ...input },
      { clientAddress: req.auth.clientAddress },
    );
    return {
      id: registration.id,
      referenceCode: registration.referenceCode,
      status: registration.status,
      programme: registration.programme,
      createdAt: registration.createdAt,
      message: thankYouFor(registration.status, registration.locale),
      holdUntil: registration.holdUntil,
      accessToken: accessToken ?? null,
      registration,
    };
  }

  // Read only when asked: an integrator's client may want no more than the id and status.
  @FieldResolver(() => CalendarEventListing, { nullable: true, description: 'The event whose seat it holds' })
  event(@Root() receipt: RegistrationReceipt): Promise<CalendarEventListing | null> {
    return this.views.eventOf(receipt.registration);
  }
}
