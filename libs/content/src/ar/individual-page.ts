import type * as en from '../individual-page';
import type { Translated } from '../locale';

/** The Customized Individual Training page's own words, in Arabic. */
export const INDIVIDUAL_PAGE: Translated<typeof en.INDIVIDUAL_PAGE> = {
  meta: {
    title: 'التدريب الفردي المخصّص',
    description:
      'التدريب الفردي المخصّص: برنامج فردي يُخطَّط وفق أهدافك وجدولك ووتيرتك، حضورياً في دبي أو عبر الإنترنت أو بصيغة مكثّفة.',
  },
  contact: 'تواصل معنا',
  enrolDetails: 'سنرتّب معك مكالمة تعارف مجانية قبل التخطيط لجلساتك.',
  illustrationAlt: 'ميسِّر ومتدرّب يجلسان إلى طاولة صغيرة، وخلفهما لوح عليه خطة التدريب',
  audiences: 'لمن هذا التدريب',
  steps: 'كيف يسير التدريب',
  formats: 'الصيغ المتاحة',
  questions: 'أسئلة شائعة',
};
