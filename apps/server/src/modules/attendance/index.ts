import { CheckInCodes } from '../../common/check-in-code';
import { ServerModule } from '../module';
import { AttendanceAdminResolver } from './attendance-admin.resolver';
import { Attendance } from './attendance.entity';
import { Attendees } from './attendees';
import { CheckInService } from './check-in.service';
import { Completion } from '../registration/completion.entity';
import { CompletionService } from './completion.service';
import { CreateAttendance1764800000000 } from './migrations/1764800000000-create-attendance';
import { RegistrationAttendanceResolver } from './registration-attendance.resolver';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    completion: CompletionService;
  }
}

/**
 * Attendance on the day and completion: staff check registrants in at the door, day by day, by the
 * signed code of their QR code or from the list; a registration is completed when it attended every
 * day of its event or staff marked it so (the `completion` service certificates and learners' paths
 * read).
 */
export const attendanceModule: ServerModule = {
  name: 'attendance',
  needs: ['audit'],
  provides: ['completion'],
  entities: [Attendance, Completion],
  migrations: [CreateAttendance1764800000000],
  resolvers: [AttendanceAdminResolver, RegistrationAttendanceResolver],
  setup({ db, clock, services, jwtSecret }) {
    const audit = services.get('audit');
    const completion = new CompletionService(db, audit, clock);
    services.provide('completion', completion);
    const attendees = new Attendees(db);
    const codes = new CheckInCodes(jwtSecret);
    const checkIns = new CheckInService(db, attendees, completion, audit, clock, codes);
    return {
      resolvers: [
        new AttendanceAdminResolver(checkIns, completion, attendees),
        new RegistrationAttendanceResolver(attendees, codes),
      ],
    };
  },
};
