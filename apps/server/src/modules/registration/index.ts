import { ServerModule } from '../module';
import { CreateRegistration1763950000000 } from './migrations/1763950000000-create-registration';
import { RegistrationSearchTerm } from './registration-search-term.entity';
import { Registration } from './registration.entity';
import { RegistrationAdminResolver } from './registration-admin.resolver';
import { RegistrationResolver } from './registration.resolver';
import { registrationRoutes } from './registration.routes';
import { RegistrationService } from './registration.service';

/** Enrolments: the form's mutation, the registrant's private page, SPEC.md 7's REST paths, photos. */
export const registrationModule: ServerModule = {
  name: 'registration',
  entities: [Registration, RegistrationSearchTerm],
  migrations: [CreateRegistration1763950000000],
  resolvers: [RegistrationResolver, RegistrationAdminResolver],
  setup({ config, db, clock, services }) {
    const registrations = new RegistrationService(
      db,
      services.get('calendar'),
      services.get('seats'),
      services.get('mail'),
      services.get('storage'),
      services.get('audit'),
      clock,
      { publicUrl: config.publicUrl, mail: config.mail },
    );
    return {
      resolvers: [new RegistrationResolver(registrations), new RegistrationAdminResolver(registrations)],
      routes: registrationRoutes(registrations),
    };
  },
};
