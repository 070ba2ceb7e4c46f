import type { DatabaseContents } from '../database/data-source';
import { adminAuthModule } from './admin-auth';
import { attendanceModule } from './attendance';
import { auditModule } from './audit';
import { calendarEventModule } from './calendar-event';
import { catalogueModule } from './catalogue';
import { certificateModule } from './certificate';
import { enquiryModule } from './enquiry';
import { csvExportModule } from './csv-export';
import { dashboardModule } from './dashboard';
import { familyBookingModule } from './family-booking';
import { familySessionModule } from './family-session';
import { healthModule } from './health';
import { learnerPathModule } from './learner-path';
import { mailModule } from './mail';
import { registrationModule } from './registration';
import { reminderModule } from './reminder';
import { ServerModule } from './module';
import { paymentModule } from './payment';
import { publicPagesModule } from './public-pages';
import { sharedStoreModule } from './shared-store';
import { throttleModule } from './throttle';
import { uploadsModule } from './uploads';
import { videosModule } from './videos';
import { waitingListModule } from './waiting-list';

/**
 * Every server module, in the order they are set up: a module may use the services of the ones above
 * it (the shared store before admin sign-in and the form throttle, mail and storage before the forms that use them).
 * The app checks this order against each module's needs and provides before setting any up.
 */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  sharedStoreModule,
  throttleModule,
  mailModule,
  uploadsModule,
  auditModule,
  adminAuthModule,
  catalogueModule,
  calendarEventModule,
  familySessionModule,
  waitingListModule,
  enquiryModule,
  registrationModule,
  paymentModule,
  attendanceModule,
  learnerPathModule,
  certificateModule,
  familyBookingModule,
  reminderModule,
  csvExportModule,
  dashboardModule,
  publicPagesModule,
  videosModule,
];

/** What the modules keep in the database: openDatabase's tables, migrations and seeds, in module order. */
export const DATABASE_CONTENTS: DatabaseContents = {
  entities: MODULES.flatMap((module) => module.entities),
  migrations: MODULES.flatMap((module) => module.migrations),
  seeds: MODULES.flatMap((module) => (module.seed ? [module.seed] : [])),
};

/** Every module's resolver classes, in module order: the GraphQL schema's. */
export const RESOLVER_CLASSES = MODULES.flatMap((module) => module.resolvers);
