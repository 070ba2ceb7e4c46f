import { ServerModule } from '../module';
import { RegistrationViews } from '../registration/registration.view';
import { ApprovalService } from './approval.service';
import { ExternalCompletion } from '../registration/prerequisite/external-completion.entity';
import { LearnerPathAdminResolver, LearnerPathResolver } from './learner-path.resolver';
import { LearnerPathService } from './learner-path.service';
import { LearnerPath1764802000000 } from './migrations/1764802000000-learner-path';
import { PrerequisiteRequest } from '../registration/prerequisite/prerequisite-request.entity';

/**
 * Each learner's path through the levels (issue 28 §3): the path on the private page and in the
 * admin, staff's records of levels completed elsewhere, and their approval of enrolments taken
 * pending a prerequisite. The enrolment's own check and what it reads (registration/prerequisite/: the
 * check, completed levels, prerequisite requests, levels completed elsewhere) belong to the registration
 * module, which runs it inside the enrolment's transaction; this module declares their tables.
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
