import { CreateContactMessage1763820000000 } from './1763820000000-create-contact-message';
import { CreateCalendarEvent1763830000000 } from './1763830000000-create-calendar-event';

/** In the order they run. */
export const MIGRATIONS = [CreateContactMessage1763820000000, CreateCalendarEvent1763830000000];
