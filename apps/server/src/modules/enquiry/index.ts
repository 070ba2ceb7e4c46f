import { ServerModule } from '../module';
import { EnquiryAdminResolver } from './enquiry-admin.resolver';
import { EnquiryAdminService } from './enquiry-admin.service';
import { Enquiry } from './enquiry.entity';
import { EnquiryResolver } from './enquiry.resolver';
import { enquiryRoutes } from './enquiry.routes';
import { EnquiryService } from './enquiry.service';
import { CreateContactMessage1763820000000 } from './migrations/1763820000000-create-contact-message';
import { ContactMessagePhoneE1641764650000000 } from './migrations/1764650000000-contact-message-phone-e164';

/** Enquiries: the contact form of Contact Us (GraphQL) and POST /api/contact, each with its mails; staff's inbox. */
export const enquiryModule: ServerModule = {
  name: 'enquiry',
  needs: ['audit', 'mail', 'submissionThrottle'],
  entities: [Enquiry],
  migrations: [CreateContactMessage1763820000000, ContactMessagePhoneE1641764650000000],
  resolvers: [EnquiryResolver, EnquiryAdminResolver],
  setup({ config, db, clock, services }) {
    const enquiries = new EnquiryService(
      db,
      services.get('mail'),
      config.mail,
      clock,
      services.get('submissionThrottle'),
    );
    const admin = new EnquiryAdminService(db, services.get('mail'), services.get('audit'), clock);
    return {
      resolvers: [new EnquiryResolver(enquiries), new EnquiryAdminResolver(admin)],
      routes: enquiryRoutes(enquiries, admin),
    };
  },
};
