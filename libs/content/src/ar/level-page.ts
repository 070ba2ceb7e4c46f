import type * as en from '../level-page';
import type { Translated } from '../locale';

/** The headings and labels every level page shares, in Arabic. */
export const LEVEL_PAGE_TEXT: Translated<typeof en.LEVEL_PAGE_TEXT> = {
  levelTitle: (level: number, title: string) => `المستوى ${level}: ${title}`,
  duration: 'المدة:',
  certification: 'الشهادة:',
  whatYoullLearn: 'ماذا ستتعلّم',
  courseBenefits: 'فوائد الدورة',
  upcomingWorkshop: 'الورشة القادمة',
  noSession: 'يُعلن عنه قريباً',
  nextSessionLine: (nextSession: string) => `الجلسة القادمة: ${nextSession}.`,
  workshopColumns: ['المدينة', 'المكان', 'التاريخ', 'الوقت'],
  summary: {
    price: 'الرسوم',
    nextSession: 'الجلسة القادمة',
    enrolDetails: (price: string, nextSession: string) => `${price} · الجلسة القادمة: ${nextSession}`,
  },
  details: {
    included: 'ما يشمله التسجيل',
    questions: 'هل لديك أسئلة؟',
    questionsText: 'راسلنا وسيردّ عليك أحد مستشاري الدورات خلال يوم عمل واحد.',
    emailUs: 'راسلنا بالبريد',
    emailSubject: (programme: string) => `استفسار عن ${programme}`,
  },
  portraitOf: (name: string, role: string) => `صورة ${name}، ${role}`,
};

/** The words of a level (or module) card and of the facilitator banner, in Arabic. */
export const PROGRAMME_CARD_TEXT: Translated<typeof en.PROGRAMME_CARD_TEXT> = {
  duration: 'المدة',
  skill: 'المستوى المطلوب',
  fee: 'الرسوم',
  enrol: 'سجّل الآن',
  enrolLabel: (title: string) => `سجّل الآن: ${title}`,
  facilitator: {
    portrait: (name: string) => `صورة ${name}`,
    knowMore: 'اعرف المزيد',
    knowMoreLabel: (name: string) => `اعرف المزيد عن ${name}`,
  },
};
