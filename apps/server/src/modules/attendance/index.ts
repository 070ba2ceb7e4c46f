import { ServerModule } from '../module';
import { Attendance } from './attendance.entity';
import { Completion } from './completion.entity';
import { CompletionService } from './completion.service';
import { CreateAttendance1764800000000 } from './migrations/1764800000000-create-attendance';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    completion: CompletionService;
  }
}

/**
 * Attendance on the day and completion: staff check registrants in at the door, day by day; a
 * registration is completed when it attended every day of its event or staff marked it so (the
 * `completion` service certificates and learners' paths read).
 */
export const attendanceModule: ServerModule = {
  name: 'attendance',
  needs: ['audit'],
  provides: ['completion'],
  entities: [Attendance, Completion],
  migrations: [CreateAttendance1764800000000],
  resolvers: [],
  setup({ db, clock, services }) {
    services.provide('completion', new CompletionService(db, services.get('audit'), clock));
    return {};
  },
};
