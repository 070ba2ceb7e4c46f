import { ServerModule } from '../module';
import { SubmissionThrottleService } from './submission-throttle.service';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    submissionThrottle: SubmissionThrottleService;
  }
}

/** The limits of the public forms (SubmissionThrottleService), counted in the shared store. */
export const throttleModule: ServerModule = {
  name: 'throttle',
  needs: ['sharedStore'],
  provides: ['submissionThrottle'],
  entities: [],
  migrations: [],
  resolvers: [],
  setup({ config, clock, db, services }) {
    services.provide(
      'submissionThrottle',
      new SubmissionThrottleService(services.get('sharedStore'), config.submissionLimits, clock, db),
    );
    return {};
  },
};
