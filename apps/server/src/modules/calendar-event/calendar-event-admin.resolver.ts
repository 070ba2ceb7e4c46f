import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { Paged, pagedComplexity, readPage, toPaged } from '../../graphql/paging';
import { actorOf } from '../audit/actor';
import { AuditEntryView, HISTORY_COST } from '../audit/audit.type';
import { CalendarEventAdminService } from './calendar-event-admin.service';
import {
  AdminCalendarEvent,
  AdminCalendarEventArgs,
  AdminCalendarEventPage,
  CalendarEventInput,
} from './calendar-event-admin.type';
import { chosenProgrammes } from './programme.enum';

/** The event manager: staff create, change, close and delete calendar events. */
@Resolver(() => AdminCalendarEvent)
export class CalendarEventAdminResolver {
  constructor(private readonly events: CalendarEventAdminService) {}

  @Authorized()
  @Query(() => AdminCalendarEventPage, {
    complexity: pagedComplexity,
    description: 'Calendar events by date; staff only',
  })
  async adminCalendarEvents(@Args() args: AdminCalendarEventArgs): Promise<Paged<AdminCalendarEvent>> {
    const { page, limit } = readPage(args);
    const { rows, total } = await this.events.list({
      programmes: chosenProgrammes(args),
      includePast: args.includePast,
      page,
      limit,
    });
    return toPaged(rows, total, page, limit);
  }

  @Authorized()
  @Query(() => AdminCalendarEvent, { description: 'One calendar event (NOT_FOUND when none); staff only' })
  async adminCalendarEvent(@Arg('id', () => ID) id: string): Promise<AdminCalendarEvent> {
    return this.events.toAdmin(await this.events.find(id));
  }

  @Authorized()
  @Mutation(() => AdminCalendarEvent)
  async createCalendarEvent(@Arg('input') input: CalendarEventInput, @Ctx() { req }: GraphqlContext) {
    return this.events.create(input, actorOf(await req.auth.requireAdmin()));
  }

  @Authorized()
  @Mutation(() => AdminCalendarEvent, {
    description: 'Changes an event; its seats never drop below those taken',
  })
  async updateCalendarEvent(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: CalendarEventInput,
    @Ctx() { req }: GraphqlContext,
  ) {
    return this.events.update(id, input, actorOf(await req.auth.requireAdmin()));
  }

  @Authorized()
  @Mutation(() => AdminCalendarEvent, { description: 'Opens or closes an event for enrolment' })
  async setCalendarEventOpen(
    @Arg('id', () => ID) id: string,
    @Arg('open') open: boolean,
    @Ctx() { req }: GraphqlContext,
  ) {
    return this.events.setOpen(id, open, actorOf(await req.auth.requireAdmin()));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes an event nobody has a seat in (CONFLICT otherwise)' })
  async deleteCalendarEvent(
    @Arg('id', () => ID) id: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<boolean> {
    await this.events.delete(id, actorOf(await req.auth.requireAdmin()));
    return true;
  }

  @Authorized()
  @FieldResolver(() => [AuditEntryView], { complexity: HISTORY_COST })
  history(@Root() event: AdminCalendarEvent): Promise<AuditEntryView[]> {
    return this.events.history(event.id);
  }
}
