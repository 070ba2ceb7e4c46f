import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { COST, databaseListCost } from '../../graphql/query-cost';
import { actorOf } from '../audit/actor';
import { AdminCalendarEvent } from '../calendar-event/calendar-event-admin.type';
import { AdminFamilySession } from '../family-session/family-session.type';
import { WaitingListAdminService } from './waiting-list-admin.service';
import { WaitingListEntryView, WaitingListKind } from './waiting-list.type';

/** A line is short: the seats of one event at most, usually a handful. */
const LINE_COST = databaseListCost(50);

/** Staff's waiting lists: the line of an event or session, its order, and taking people off it. */
@Resolver()
export class WaitingListAdminResolver {
  constructor(private readonly waitingLists: WaitingListAdminService) {}

  @Authorized()
  @Query(() => [WaitingListEntryView], {
    complexity: LINE_COST,
    description: "An event's or family session's waiting list, offered seats first; staff only",
  })
  waitingList(
    @Arg('kind', () => WaitingListKind) kind: WaitingListKind,
    @Arg('id', () => ID) id: string,
  ): Promise<WaitingListEntryView[]> {
    return this.waitingLists.list(kind, id);
  }

  @Authorized()
  @Query(() => [WaitingListEntryView], {
    complexity: LINE_COST,
    description:
      "Who left an event's or family session's waiting list without a seat (REMOVED by staff, or an offer LAPSED), the latest first, at most 50; staff only",
  })
  leftWaitingList(
    @Arg('kind', () => WaitingListKind) kind: WaitingListKind,
    @Arg('id', () => ID) id: string,
  ): Promise<WaitingListEntryView[]> {
    return this.waitingLists.left(kind, id);
  }

  @Authorized()
  @Mutation(() => [WaitingListEntryView], {
    complexity: LINE_COST,
    description: 'Puts the waiting entries in this order (every waiting entry once); returns the list',
  })
  async setWaitingListOrder(
    @Arg('kind', () => WaitingListKind) kind: WaitingListKind,
    @Arg('id', () => ID) id: string,
    @Arg('entryIds', () => [ID]) entryIds: string[],
    @Ctx() { req }: GraphqlContext,
  ): Promise<WaitingListEntryView[]> {
    return this.waitingLists.reorder(kind, id, entryIds, actorOf(await req.auth.requireAdmin()));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Takes an entry off its waiting list; a seat offered to it goes to the next in line',
  })
  async removeWaitingListEntry(
    @Arg('id', () => ID) id: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<boolean> {
    await this.waitingLists.remove(id, actorOf(await req.auth.requireAdmin()));
    return true;
  }
}

/** "N waiting" beside each event of the event manager. */
@Resolver(() => AdminCalendarEvent)
export class CalendarEventWaitingResolver {
  constructor(private readonly waitingLists: WaitingListAdminService) {}

  @Authorized()
  @FieldResolver(() => Int, {
    // Batched with the page's other events into one query.
    complexity: COST.field + COST.row,
    description: 'How many are waiting for a seat (not yet offered one)',
  })
  waiting(@Root() event: AdminCalendarEvent): Promise<number> {
    return this.waitingLists.waitingCount('event', event.id);
  }
}

/** "N waiting" beside each family session of the event manager. */
@Resolver(() => AdminFamilySession)
export class FamilySessionWaitingResolver {
  constructor(private readonly waitingLists: WaitingListAdminService) {}

  @Authorized()
  @FieldResolver(() => Int, {
    // Batched with the page's other sessions into one query.
    complexity: COST.field + COST.row,
    description: 'How many are waiting for a seat (not yet offered one)',
  })
  waiting(@Root() session: AdminFamilySession): Promise<number> {
    return this.waitingLists.waitingCount('family-session', session.id);
  }
}
