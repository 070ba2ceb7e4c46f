import type * as en from '../contact';
import type { Translated } from '../locale';
import { PROVIDER } from './provider';

/** The Contact Us page around its form, in Arabic. */
export const CONTACT_PAGE: Translated<typeof en.CONTACT_PAGE> = {
  meta: {
    title: 'تواصل معنا',
    description: `راسل ${PROVIDER.name}، أو تواصل مع أحد ممارسينا في دولة الإمارات العربية المتحدة.`,
  },
  title: 'تواصل معنا',
  tagline: 'يسعدنا أن نسمع منك!',
  formHeading: 'ابقَ على تواصل',
  formLead: 'املأ النموذج أدناه، أو راسلنا على',
  practicesHeading: 'عياداتنا في الإمارات',
  practicesLead: 'تفضّل التحدث إلى شخص قريب منك؟ تواصل مباشرة مع أحد خرّيجينا.',
};
