import { DateTimeISOResolver } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { COST } from '../../graphql/query-cost';
import { actorOf } from '../audit/actor';
import { CheckInResult, EventAttendance, EventAttendee } from './attendance.type';
import { Attendees } from './attendees';
import { CheckInService } from './check-in.service';
import { CompletionService } from './completion.service';

/** The door's list: the event, its registrations and their check-ins and completions (the rows: attendees). */
const ATTENDANCE_COST = 4 * COST.query;
/** A check-in locks, reads and writes a handful of rows and answers the registration's attendance. */
const CHECK_IN_COST = 5 * COST.query;

/** Staff at the door: the attendance of an event, check-in and undo, and completion by hand. */
@Resolver()
export class AttendanceAdminResolver {
  constructor(
    private readonly checkIns: CheckInService,
    private readonly completion: CompletionService,
    private readonly attendees: Attendees,
  ) {}

  @Authorized()
  @Query(() => EventAttendance, {
    complexity: ATTENDANCE_COST,
    description: "An event's days and its registrations with their check-ins and completion; staff only",
  })
  eventAttendance(@Arg('eventId', () => ID) eventId: string): Promise<EventAttendance> {
    return this.checkIns.attendance(eventId);
  }

  @Authorized()
  @Mutation(() => CheckInResult, {
    complexity: CHECK_IN_COST,
    description:
      'Checks a registration in for a day of its event, by its check-in code or its id; a second check-in of the day answers the first. Staff only',
  })
  async checkIn(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('code', () => String, { nullable: true, description: 'The scanned or typed check-in code' })
    code: string | null,
    @Arg('registrationId', () => ID, { nullable: true, description: 'Or the registration, from the list' })
    registrationId: string | null,
    @Arg('day', () => String, { nullable: true, description: 'ISO YYYY-MM-DD; today when absent' })
    day: string | null,
    @Arg('admitAnyway', () => Boolean, {
      nullable: true,
      description: 'Let in a cancelled or unpaid registration',
    })
    admitAnyway: boolean | null,
    @Arg('scannedAt', () => DateTimeISOResolver, {
      nullable: true,
      description: 'When an offline phone checked them in; the first check-in of the day stands',
    })
    scannedAt: Date | null,
    @Ctx() { req }: GraphqlContext,
  ): Promise<CheckInResult> {
    return this.checkIns.checkIn(
      { eventId, code, registrationId, day, admitAnyway, scannedAt },
      actorOf(await req.auth.requireAdmin()),
    );
  }

  @Authorized()
  @Mutation(() => EventAttendee, {
    complexity: CHECK_IN_COST,
    description: 'Takes back a check-in, on the day it was made only; staff only',
  })
  async undoCheckIn(
    @Arg('registrationId', () => ID) registrationId: string,
    @Arg('day', () => String) day: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<EventAttendee> {
    return this.checkIns.undo(registrationId, day, actorOf(await req.auth.requireAdmin()));
  }

  @Authorized()
  @Mutation(() => EventAttendee, {
    complexity: CHECK_IN_COST,
    description: 'Marks a registration completed by hand, with the reason; staff only',
  })
  async markRegistrationCompleted(
    @Arg('registrationId', () => ID) registrationId: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<EventAttendee> {
    await this.completion.markCompleted(registrationId, reason, actorOf(await req.auth.requireAdmin()));
    return this.attendees.byId(registrationId);
  }

  @Authorized()
  @Mutation(() => EventAttendee, {
    complexity: CHECK_IN_COST,
    description: "Removes staff's completion by hand; the attendance rule decides again. Staff only",
  })
  async unmarkRegistrationCompleted(
    @Arg('registrationId', () => ID) registrationId: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<EventAttendee> {
    await this.completion.unmarkCompleted(registrationId, actorOf(await req.auth.requireAdmin()));
    return this.attendees.byId(registrationId);
  }
}
