import type { AdminAccountService } from './admin-auth/admin-account.service';
import type { AdminSessionService } from './admin-auth/admin-session.service';
import type { AuditService } from './audit/audit.service';
import type { CalendarEventService } from './calendar-event/calendar-event.service';
import type { CatalogueService } from './catalogue/catalogue.service';
import type { SeatService } from './calendar-event/seat.service';
import type { MailOutbox } from './mail/mail-outbox';
import type { SharedStore } from './shared-store/shared-store';
import type { SiteChanges } from './shared-store/site-changes';
import type { PublicPages } from './public-pages/public-pages';
import type { SubmissionThrottleService } from './throttle/submission-throttle.service';
import type { RegistrationStatusChange } from './registration/registration-status-change';
import type { SeatBreakdowns } from './registration/seat-breakdown';
import type { FileStorage } from './uploads/file-storage';
import type { UploadSlots } from './uploads/upload-slots';
import type { WaitingListService } from './waiting-list/waiting-list.service';

/** What modules offer one another, by name. */
export interface Services {
  sharedStore: SharedStore;
  siteChanges: SiteChanges;
  mail: MailOutbox;
  storage: FileStorage;
  uploadSlots: UploadSlots;
  adminSessions: AdminSessionService;
  adminAccounts: AdminAccountService;
  audit: AuditService;
  catalogue: CatalogueService;
  calendar: CalendarEventService;
  seats: SeatService;
  submissionThrottle: SubmissionThrottleService;
  waitingList: WaitingListService;
  seatBreakdowns: SeatBreakdowns;
  registrationStatus: RegistrationStatusChange;
  /** Null without a web build that renders pages: the build's pages are served. */
  publicPages: PublicPages | null;
}

/**
 * Modules are set up in the order of modules/index.ts; each may provide services for the ones after it.
 * Asking for a service nobody has provided yet is a wiring mistake and fails at start, not per request.
 */
export class ServiceRegistry {
  private readonly provided = new Map<keyof Services, unknown>();

  provide<K extends keyof Services>(name: K, service: Services[K]): void {
    if (this.provided.has(name)) throw new Error(`The ${name} service is provided twice`);
    this.provided.set(name, service);
  }

  get<K extends keyof Services>(name: K): Services[K] {
    if (!this.provided.has(name)) {
      throw new Error(
        `The ${name} service is needed before any module provides it: reorder modules/index.ts`,
      );
    }
    return this.provided.get(name) as Services[K];
  }
}
