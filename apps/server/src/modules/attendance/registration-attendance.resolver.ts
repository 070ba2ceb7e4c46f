import { Authorized, FieldResolver, Resolver, Root } from 'type-graphql';
import { CheckInCodes } from '../../common/check-in-code';
import { COST, batchedListCost } from '../../graphql/query-cost';
import { holdsSeat } from '../registration/registration-status.enum';
import { RegistrationView } from '../registration/registration.type';
import { CheckInView, CompletionView } from './attendance.type';
import { Attendees } from './attendees';

/** A registration's check-ins and completion in staff's lists, and its check-in code for its registrant. */
@Resolver(() => RegistrationView)
export class RegistrationAttendanceResolver {
  constructor(
    private readonly attendees: Attendees,
    private readonly codes: CheckInCodes,
  ) {}

  @FieldResolver(() => String, {
    nullable: true,
    complexity: COST.field,
    description:
      'What its QR code holds for check-in at the door (it opens nothing else); null without an event or once cancelled',
  })
  checkInCode(@Root() registration: RegistrationView): string | null {
    if (!registration.event || !holdsSeat(registration.status)) return null;
    return this.codes.codeOf(registration.id);
  }

  @Authorized()
  @FieldResolver(() => [CheckInView], {
    // Batched with the page's other registrations into one query.
    complexity: batchedListCost(3),
    description: 'The days it was checked in at the door; staff only',
  })
  checkIns(@Root() registration: RegistrationView): Promise<CheckInView[]> {
    return this.attendees.checkInsOf(registration.id);
  }

  @Authorized()
  @FieldResolver(() => CompletionView, {
    nullable: true,
    // Batched with the page's other registrations into one query.
    complexity: COST.field + COST.row,
    description: 'Its completion (every day attended, or marked by staff); null until then. Staff only',
  })
  completion(@Root() registration: RegistrationView): Promise<CompletionView | null> {
    return this.attendees.completionOf(registration.id);
  }
}
