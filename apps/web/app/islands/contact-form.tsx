import { ContactForm } from '../routes/contact-us/ContactForm';
import { hydrateIsland } from '../components/island/island-root';

/**
 * The island of the contact form on /contact-us, which ships no React: hydrated in place when the
 * visitor turns to it, so what they type meanwhile stays and is what the form sends.
 */
export function activate(container: HTMLElement): Promise<void> {
  return hydrateIsland(container, <ContactForm />);
}
