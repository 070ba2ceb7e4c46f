import { ServerModule } from '../module';
import { RegistrationViews } from '../registration/registration.view';
import { ApprovalService } from './approval.service';
import { ExternalCompletion } from './external-completion.entity';
import { LearnerPathAdminResolver, LearnerPathResolver } from './learner-path.resolver';
import { LearnerPathService } from './learner-path.service';
import { LearnerPath1764802000000 } from './migrations/1764802000000-learner-path';
import { PrerequisiteRequest } from './prerequisite-request.entity';

/**
 * Each learner's path through the levels (issue 28 §3): the path on the private page and in the
 * admin, staff's records of levels completed elsewhere, and their approval of enrolments taken
 * pending a prerequisite. The enrolment's own check (PrerequisiteCheck) runs inside the registration
 * module's transaction and needs no service, so this module comes after registration and attendance.
 */
export const learnerPathModule: ServerModule = {
  name: 'learner-path',
  needs: ['audit', 'calendar', 'mail', 'registrationStatus'],
  entities: [PrerequisiteRequest, ExternalCompletion],
  migrations: [LearnerPath1764802000000],
  resolvers: [LearnerPathResolver, LearnerPathAdminResolver],
  setup({ config, db, clock, services }) {
    const calendar = services.get('calendar');
    const paths = new LearnerPathService(db, services.get('audit'), clock);
    const approvals = new ApprovalService(
      db,
      services.get('registrationStatus'),
      calendar,
      services.get('mail'),
      {
        siteUrl: config.mail.siteUrl,
        onlinePayment: config.stripe !== null,
      },
    );
    return {
      resolvers: [
        new LearnerPathResolver(paths, db),
        new LearnerPathAdminResolver(approvals, paths, new RegistrationViews(calendar)),
      ],
    };
  },
};
