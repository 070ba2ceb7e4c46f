import { CreateContactMessage1763820000000 } from './1763820000000-create-contact-message';

/** In the order they run. */
export const MIGRATIONS = [CreateContactMessage1763820000000];
