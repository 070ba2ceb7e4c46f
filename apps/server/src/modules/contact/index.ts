import { ServerModule } from '../module';
import { ContactAdminResolver } from './contact-admin.resolver';
import { ContactAdminService } from './contact-admin.service';
import { ContactMessage } from './contact-message.entity';
import { ContactResolver } from './contact.resolver';
import { contactRoutes } from './contact.routes';
import { ContactService } from './contact.service';
import { CreateContactMessage1763820000000 } from './migrations/1763820000000-create-contact-message';

/** Contact enquiries: the Contact Us form (GraphQL) and POST /api/contact, each with its mails. */
export const contactModule: ServerModule = {
  name: 'contact',
  entities: [ContactMessage],
  migrations: [CreateContactMessage1763820000000],
  resolvers: [ContactResolver, ContactAdminResolver],
  setup({ config, db, clock, services }) {
    const contacts = new ContactService(db, services.get('mail'), config.mail, clock);
    const enquiries = new ContactAdminService(db, services.get('mail'), services.get('audit'), clock);
    return {
      resolvers: [new ContactResolver(contacts), new ContactAdminResolver(enquiries)],
      routes: contactRoutes(contacts, enquiries),
    };
  },
};
