import { ServerModule } from '../module';
import { FamilyBookingAdminResolver, FamilySessionAdminResolver } from './family-booking-admin.resolver';
import { FamilyBookingAdminService } from './family-booking-admin.service';
import { FamilyBooking } from './family-booking.entity';
import { FamilyBookingResolver } from './family-booking.resolver';
import { FamilyBookingService } from './family-booking.service';
import { CreateFamilyBooking1763960000000 } from './migrations/1763960000000-create-family-booking';
import { FamilyBookingSubmissionHash1764640100000 } from './migrations/1764640100000-family-booking-submission-hash';
import { FamilyBookingPhoneE1641764650200000 } from './migrations/1764650200000-family-booking-phone-e164';
import { FamilyBookingLocale1764803200000 } from './migrations/1764803200000-family-booking-locale';

/** The 'Book Your Family Session' form's bookings, and staff's management of the sessions (family-session) and their bookings. */
export const familyBookingModule: ServerModule = {
  name: 'family-booking',
  needs: ['audit', 'calendar', 'mail', 'seats', 'siteChanges', 'submissionThrottle', 'waitingList'],
  entities: [FamilyBooking],
  migrations: [
    CreateFamilyBooking1763960000000,
    FamilyBookingSubmissionHash1764640100000,
    FamilyBookingPhoneE1641764650200000,
    FamilyBookingLocale1764803200000,
  ],
  resolvers: [FamilyBookingResolver, FamilySessionAdminResolver, FamilyBookingAdminResolver],
  setup({ config, db, clock, services }) {
    const seats = services.get('seats');
    const families = new FamilyBookingService({
      db,
      calendar: services.get('calendar'),
      seats,
      mail: services.get('mail'),
      clock,
      settings: { mail: config.mail },
      throttle: services.get('submissionThrottle'),
      waitingList: services.get('waitingList'),
    });
    const admin = new FamilyBookingAdminService(
      db,
      services.get('calendar'),
      seats,
      services.get('mail'),
      services.get('audit'),
      services.get('siteChanges'),
    );
    return {
      resolvers: [
        new FamilyBookingResolver(families),
        new FamilySessionAdminResolver(admin),
        new FamilyBookingAdminResolver(admin),
      ],
    };
  },
};
