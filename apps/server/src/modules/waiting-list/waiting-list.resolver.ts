import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { WAITING_LIST } from '@academy/content';
import { WAITING_LIST as WAITING_LIST_AR } from '@academy/content/ar';
import { Database } from '../../database/database';
import { GraphqlContext } from '../../graphql/context';
import { CalendarEventService, toListing } from '../calendar-event/calendar-event.service';
import { toSessionListing } from '../family-session/family-session';
import { FamilySession } from '../family-session/family-session.entity';
import { FamilySessionListing } from '../family-session/family-session.type';
import {
  WaitingListInput,
  WaitingListKind,
  WaitingListOffer,
  WaitingListPlace,
  WaitingListReceipt,
} from './waiting-list.type';
import { WaitingListService } from './waiting-list.service';

/** The public side of waiting lists: joining one, confirming it, and reading the offer a claim link holds. */
@Resolver()
export class WaitingListResolver {
  constructor(
    private readonly waitingList: WaitingListService,
    private readonly calendar: CalendarEventService,
    private readonly db: Database,
  ) {}

  @Mutation(() => WaitingListReceipt, {
    description:
      "Asks to join a full event's or family session's waiting list: the address is mailed a link that confirms it (confirmWaitingList), and is in line only once it is opened. The same answer whether or not the address was in it. CONFLICT when seats are free or it is closed; invalid fields come back as BAD_USER_INPUT; a visitor over a form limit gets RATE_LIMITED (HTTP 429)",
  })
  async joinWaitingList(
    @Arg('input') input: WaitingListInput,
    @Ctx() { req }: GraphqlContext,
  ): Promise<WaitingListReceipt> {
    await this.waitingList.join({ ...input }, req.auth.clientAddress);
    return { message: (input.locale === 'ar' ? WAITING_LIST_AR : WAITING_LIST).joined };
  }

  @Mutation(() => WaitingListPlace, {
    description:
      'Confirms a place on a waiting list with the token of the link the join mailed: the address joins the end of the line now. Opened again, it shows the place again. NOT_FOUND once the link ran out (48 hours) or its entry left the line; CONFLICT when the event or session closed',
  })
  async confirmWaitingList(
    @Arg('token', { description: 'The token of the confirmation link (wc_…)' }) token: string,
  ): Promise<WaitingListPlace> {
    const { entry, place } = await this.waitingList.confirm(token);
    return {
      kind: entry.kind as WaitingListKind,
      id: entry.subjectId,
      place,
      message: place === null ? WAITING_LIST.confirmedOffered : WAITING_LIST.confirmed(place),
    };
  }

  @Query(() => WaitingListOffer, {
    description:
      'The seat a claim link holds (its token from the mail), to fill in the form; NOT_FOUND once used or lapsed',
  })
  async waitingListOffer(@Arg('token') token: string): Promise<WaitingListOffer> {
    const entry = await this.waitingList.offerOf(token);
    const event =
      entry.kind === 'event'
        ? (await this.calendar.findMany([entry.subjectId])).get(entry.subjectId)
        : undefined;
    const familySession =
      entry.kind === 'family-session' ? await this.familySessionOf(entry.subjectId) : null;
    return {
      event: event ? toListing(event, this.calendar.today()) : null,
      familySession,
      kind: entry.kind as WaitingListKind,
      id: entry.subjectId,
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email,
      mobileNo: entry.mobileNo,
      offerExpiresAt: entry.offerExpiresAt as Date,
    };
  }

  /** The session a family claim link holds a seat in, as the booking form shows it. */
  private async familySessionOf(id: string): Promise<FamilySessionListing | null> {
    const session = await this.db.dataSource.getRepository(FamilySession).findOneBy({ id });
    return session && toSessionListing(session, this.calendar.today());
  }
}
