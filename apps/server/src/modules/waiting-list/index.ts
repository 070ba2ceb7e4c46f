import { PeriodicTask } from '../../common/periodic-task';
import { ServerModule } from '../module';
import { CreateWaitingListEntry1764200200000 } from './migrations/1764200200000-create-waiting-list-entry';
import { WaitingListConfirmation1764620000000 } from './migrations/1764620000000-waiting-list-confirmation';
import { WaitingListPhoneE1641764650300000 } from './migrations/1764650300000-waiting-list-phone-e164';
import { WaitingListLocale1764803100000 } from './migrations/1764803100000-waiting-list-locale';
import {
  CalendarEventWaitingResolver,
  FamilySessionWaitingResolver,
  WaitingListAdminResolver,
} from './waiting-list-admin.resolver';
import { WaitingListAdminService } from './waiting-list-admin.service';
import { WaitingListEntry } from './waiting-list-entry.entity';
import { WaitingListResolver } from './waiting-list.resolver';
import { WaitingListService } from './waiting-list.service';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    waitingList: WaitingListService;
  }
}

/**
 * Waiting lists of full calendar events and family sessions: joining and confirming, offering freed
 * seats to the first in line (it listens to the seats service), claims (the `waitingList` service the
 * enrolment and the family booking consume), staff's view, and the worker that lets unclaimed offers
 * lapse and deletes requests never confirmed.
 */
export const waitingListModule: ServerModule = {
  name: 'waiting-list',
  needs: ['audit', 'calendar', 'mail', 'seats', 'submissionThrottle'],
  provides: ['waitingList'],
  listens: ['seatsFreed'],
  entities: [WaitingListEntry],
  migrations: [
    CreateWaitingListEntry1764200200000,
    WaitingListConfirmation1764620000000,
    WaitingListPhoneE1641764650300000,
    WaitingListLocale1764803100000,
  ],
  resolvers: [
    WaitingListResolver,
    WaitingListAdminResolver,
    CalendarEventWaitingResolver,
    FamilySessionWaitingResolver,
  ],
  setup({ config, db, clock, services, logger }) {
    const seats = services.get('seats');
    const calendar = services.get('calendar');
    const waitingList = new WaitingListService(
      db,
      calendar,
      seats,
      services.get('mail'),
      clock,
      services.get('submissionThrottle'),
      { publicUrl: config.publicUrl, claimHours: config.seatHolds.claimHours },
    );
    services.provide('waitingList', waitingList);
    const admin = new WaitingListAdminService(db, seats, services.get('audit'), clock);
    const lapses = new PeriodicTask(
      'waiting-list lapses',
      async () => {
        await waitingList.lapseDue();
        await waitingList.purgeUnconfirmed();
      },
      config.seatHolds.pollMs,
      logger,
    );
    return {
      listeners: {
        seatsFreed: (manager, kind, id, count) => waitingList.offerFreed(manager, kind, id, count),
      },
      resolvers: [
        new WaitingListResolver(waitingList, calendar, db),
        new WaitingListAdminResolver(admin),
        new CalendarEventWaitingResolver(admin),
        new FamilySessionWaitingResolver(admin),
      ],
      tasks: [lapses],
    };
  },
};
