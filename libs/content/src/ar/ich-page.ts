import type * as en from '../ich-page';
import type { Translated } from '../locale';

/** The headings and labels only the Awaken the Limitless Human level pages show. */
export const ICH_LEVEL_PAGE_TEXT: Translated<typeof en.ICH_LEVEL_PAGE_TEXT> = {
  meta: {
    title: 'أيقظ الإنسان اللامحدود: تفاصيل المستويات',
    levelTitle: (level: number, title: string) => `أيقظ الإنسان اللامحدود، المستوى ${level}: ${title}`,
    description:
      'كل مستوى من برنامج «أيقظ الإنسان اللامحدود» بالتفصيل: ما ستتعلّمه، والفوائد، والمنهج، والمتطلبات المسبقة، والرسوم، والجلسة القادمة، والورش المقبلة.',
  },
  programme: 'أيقظ الإنسان اللامحدود',
  navLabel: 'مستويات برنامج أيقظ الإنسان اللامحدود',
  navLevel: (level: number) => `المستوى ${level}`,
  immediateBenefits: 'تطبيقات عملية فورية',
  longTermBenefits: 'نتائج تحوّلية على المدى البعيد',
  curriculum: 'نظرة على المنهج',
  whoShouldAttend: 'لمن هذه الدورة',
  prerequisites: 'المتطلبات المسبقة',
  upcomingWorkshops: 'الورش القادمة',
  workshopsCaption: 'ورش «أيقظ الإنسان اللامحدود» القادمة',
  enrolHeading: (level: number) => `سجّل في المستوى ${level}`,
  instructorRole: 'المدرّبة',
  courseDetails: {
    heading: 'تفاصيل الدورة',
    language: 'اللغة',
    skillLevel: 'مستوى المهارة',
    students: 'عدد المشاركين',
    lectures: 'المحاضرات',
    quizzes: 'الاختبارات القصيرة',
    assessments: 'التقييمات',
    totalHours: 'إجمالي الساعات',
  },
  session: {
    date: 'التاريخ',
    time: 'الوقت',
    venue: 'المكان',
    registration: 'التسجيل',
  },
};

/** The /ich programme page around its level cards, in Arabic. */
export const ICH_PAGE_TEXT: Translated<typeof en.ICH_PAGE_TEXT> = {
  meta: {
    title: 'أيقظ الإنسان اللامحدود',
    description:
      'أيقظ الإنسان اللامحدود: ستة مستويات من التدريب على التنويم الإيحائي والوعي، من «أسس الوعي» إلى «الولادة من جديد»، مع مدة كل مستوى ورسومه.',
  },
  tagline: 'ستة مستويات تنقلك من فهم عقلك إلى مرافقة الآخرين نحو تغيير عميق ودائم.',
  levelsHeading: 'المستويات الستة',
  levelsIntro:
    'ابدأ بالمستوى 1 وتقدّم بالوتيرة التي تناسبك. سجّل في أي مستوى لتطّلع على منهجه كاملاً، وموعد جلسته القادمة، وطريقة حجز مقعدك.',
};
