import { PrerequisiteCheck } from './prerequisite/prerequisite-check';
import { CheckInCodes } from '../../common/check-in-code';
import { checkInPasses } from '../mail/check-in-pass';
import { ServerModule } from '../module';
import { CreateRegistration1763950000000 } from './migrations/1763950000000-create-registration';
import { RegistrationPendingEmail1763975000000 } from './migrations/1763975000000-registration-pending-email';
import { RegistrationReferenceCode1764130000000 } from './migrations/1764130000000-registration-reference-code';
import { RegistrationHoldUntil1764200100000 } from './migrations/1764200100000-registration-hold-until';
import { RegistrationLink1764500000000 } from './migrations/1764500000000-registration-link';
import { RegistrationLinkReplacesOthers1764620000001 } from './migrations/1764620000001-registration-link-replaces-others';
import { RegistrationSubmissionHash1764640000000 } from './migrations/1764640000000-registration-submission-hash';
import { RegistrationPhoneE1641764650100000 } from './migrations/1764650100000-registration-phone-e164';
import { RegistrationFee1764660200000 } from './migrations/1764660200000-registration-fee';
import { ReplacedRegistrationLink1764680260000 } from './migrations/1764680260000-replaced-registration-link';
import { RegistrationLocale1764803000000 } from './migrations/1764803000000-registration-locale';
import { PrivateLink } from './private-link/private-link.entity';
import { ReplacedPrivateLink } from './private-link/replaced-private-link.entity';
import { PeriodicTask } from '../../common/periodic-task';
import { HoldExpiry } from './seat-hold/hold-expiry';
import { RegistrantEmailChange } from './private-link/registrant-email';
import { RegistrantResolver } from './private-link/registrant.resolver';
import { RegistrantService } from './private-link/registrant.service';
import { RegistrationAdminResolver } from './staff/registration-admin.resolver';
import { RegistrationAdminService } from './staff/registration-admin.service';
import { RegistrationSearchTerm } from './registration-search-term.entity';
import { RegistrationStatusChange } from './registration-status-change';
import { Registration } from './registration.entity';
import { RegistrationResolver } from './registration.resolver';
import { registrationRoutes } from './registration.routes';
import { RegistrationService, privateLinkOf } from './registration.service';
import { LostLinkResolver } from './private-link/lost-link.resolver';
import { LostLinkService } from './private-link/lost-link';
import { RegistrationViews } from './registration.view';
import { SeatBreakdowns } from './staff/seat-breakdown';
import { CalendarEventSeatBreakdownResolver } from './staff/seat-breakdown.resolver';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    seatBreakdowns: SeatBreakdowns;
    registrationStatus: RegistrationStatusChange;
  }
}

/**
 * Enrolments: the form's mutation (RegistrationService), the registrant's private page and photos
 * (RegistrantService), staff's lists and changes (RegistrationAdminService), SPEC.md 7's REST paths.
 */
export const registrationModule: ServerModule = {
  name: 'registration',
  needs: [
    'audit',
    'calendar',
    'catalogue',
    'mail',
    'seats',
    'storage',
    'submissionThrottle',
    'uploadSlots',
    'waitingList',
  ],
  provides: ['registrationStatus', 'seatBreakdowns'],
  entities: [Registration, RegistrationSearchTerm, PrivateLink, ReplacedPrivateLink],
  migrations: [
    CreateRegistration1763950000000,
    RegistrationPendingEmail1763975000000,
    RegistrationReferenceCode1764130000000,
    RegistrationHoldUntil1764200100000,
    RegistrationLink1764500000000,
    RegistrationLinkReplacesOthers1764620000001,
    RegistrationSubmissionHash1764640000000,
    RegistrationPhoneE1641764650100000,
    RegistrationFee1764660200000,
    ReplacedRegistrationLink1764680260000,
    RegistrationLocale1764803000000,
  ],
  resolvers: [
    RegistrationResolver,
    RegistrantResolver,
    RegistrationAdminResolver,
    LostLinkResolver,
    CalendarEventSeatBreakdownResolver,
  ],
  setup({ config, db, clock, services, logger, jwtSecret }) {
    const calendar = services.get('calendar');
    const seats = services.get('seats');
    const mail = services.get('mail');
    const storage = services.get('storage');
    const audit = services.get('audit');
    const statusChange = new RegistrationStatusChange(db, seats, audit, clock, calendar, mail, {
      mail: config.mail,
      holdHours: config.seatHolds.holdHours,
      onlinePayment: config.stripe !== null,
    });
    services.provide('registrationStatus', statusChange);
    const expiry = new HoldExpiry(db, seats, calendar, mail, clock, audit);
    const throttle = services.get('submissionThrottle');
    const registrations = new RegistrationService({
      db,
      calendar,
      seats,
      mail,
      clock,
      settings: {
        publicUrl: config.publicUrl,
        mail: config.mail,
        onlinePayment: config.stripe !== null,
        holdHours: config.seatHolds.holdHours,
        checkInPass: checkInPasses(new CheckInCodes(jwtSecret)),
      },
      throttle,
      waitingList: services.get('waitingList'),
      catalogue: services.get('catalogue'),
      prerequisites: new PrerequisiteCheck(),
    });
    const emailChange = new RegistrantEmailChange(db, mail, audit, clock, { publicUrl: config.publicUrl });
    const registrants = new RegistrantService({
      db,
      calendar,
      statusChange,
      storage,
      audit,
      clock,
      emailChange,
      throttle,
    });
    const admin = new RegistrationAdminService(db, seats, statusChange, mail, storage, audit, expiry);
    const views = new RegistrationViews(calendar);
    const breakdowns = new SeatBreakdowns(db);
    services.provide('seatBreakdowns', breakdowns);
    const lostLinks = new LostLinkService(db, calendar, mail, clock, throttle, (id, token, locale) =>
      privateLinkOf(config.publicUrl, id, token, locale),
    );
    const expiries = new PeriodicTask(
      'seat hold expiry',
      () => expiry.expireDue(),
      config.seatHolds.pollMs,
      logger,
    );
    return {
      tasks: [expiries],
      resolvers: [
        new RegistrationResolver(registrations, views),
        new RegistrantResolver(registrants, emailChange, views),
        new RegistrationAdminResolver(admin, views),
        new LostLinkResolver(lostLinks),
        new CalendarEventSeatBreakdownResolver(breakdowns),
      ],
      routes: registrationRoutes({
        registrations,
        registrants,
        emailChange,
        admin,
        views,
        uploadSlots: services.get('uploadSlots'),
      }),
    };
  },
};
