import { seedTerms } from '../catalogue';
import type { Translated } from '../locale';
import * as en from '../decode';
import { LEVEL_VIDEO_LENGTH } from './videos';

/** A number of days as Arabic counts them (يوم واحد، يومان، 5 أيام، 11 يوماً), Western digits. */
const days = (count: number) =>
  count === 1 ? 'يوم واحد' : count === 2 ? 'يومان' : count <= 10 ? `${count} أيام` : `${count} يوماً`;

/** A Decode level's seeded duration (catalogue.ts), as its card and page show it. */
const duration = (rank: number) => days(seedTerms('DECODE', rank).durationDays);

export const DECODE_LEAD_INSTRUCTOR: Translated<typeof en.DECODE_LEAD_INSTRUCTOR> = {
  name: 'فيكرام راو',
  qualification: 'ماجستير في إدارة الأعمال تخصص السلوك التنظيمي، وممارس متقدّم في البرمجة اللغوية العصبية',
  certification: 'معالج سريري معتمد بالتنويم الإيحائي ومدرّب معتمد لبرنامج Decode',
  experience: 'خبرة 11 عاماً',
  photo: en.DECODE_LEAD_INSTRUCTOR.photo,
};

export const DECODE_LEVEL_CARDS: Translated<typeof en.DECODE_LEVEL_CARDS> = [
  {
    id: 1,
    title: 'فكّ شيفرة عقلك',
    subtitle: 'اكتشف الأنماط التي تقف وراء أفكارك',
    tag: 'المستوى 1',
    points: [
      'تتبّع كيف ما زالت معتقدات تشكّلت في طفولتك توجّه اختياراتك اليوم',
      'هدّئ ضجيج الأفكار بتمارين وعي يومية قصيرة',
      'حوّل النقد الذاتي إلى حوار داخلي واضح ونافع',
    ],
    duration: duration(1),
    skill: 'جميع المستويات',
    buttonText: 'سجّل الآن',
    video: en.DECODE_LEVEL_CARDS[0].video,
    overlayText: 'من داخل المستوى 1',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
  },
  {
    id: 2,
    title: 'فكّ شيفرة سلوكك',
    subtitle: 'افهم لماذا تتصرّف كما تتصرّف',
    tag: 'المستوى 2',
    points: [
      'اربط كل عادة بالحاجة الخفية التي تلبّيها',
      'أوقف ردود الفعل التلقائية بأسلوب «توقّف ثم اختر»',
      'ابنِ عادات جديدة تدوم أطول من الحماس',
    ],
    duration: duration(2),
    skill: 'جميع المستويات',
    buttonText: 'سجّل الآن',
    video: en.DECODE_LEVEL_CARDS[1].video,
    overlayText: 'من داخل المستوى 2',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
  },
  {
    id: 3,
    title: 'فكّ شيفرة علاقاتك',
    subtitle: 'تواصل بعمق دون أن تفقد نفسك',
    tag: 'المستوى 3',
    points: [
      'تعرّف على الأدوار التي تكرّرها مع الشريك والعائلة والزملاء',
      'ضع حدودك بدفء لا بشعور بالذنب',
      'احلل الخلافات بإصغاء يخفّف من حدّة الدفاع',
    ],
    duration: duration(3),
    skill: 'جميع المستويات',
    buttonText: 'سجّل الآن',
    video: en.DECODE_LEVEL_CARDS[2].video,
    overlayText: 'من داخل المستوى 3',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
  },
  {
    id: 4,
    title: 'فكّ شيفرة مخطّط حياتك',
    subtitle: 'أعد كتابة تصميم حياتك',
    tag: 'المستوى 4',
    points: [
      'اكشف البصمات العائلية والثقافية التي ورثتها',
      'تحرّر من سيناريوهات الحياة المقيِّدة عبر الارتداد الموجَّه',
      'ارسم مخطّطاً شخصياً لحياتك ينسجم مع غايتك',
    ],
    duration: duration(4),
    skill: 'جميع المستويات',
    buttonText: 'سجّل الآن',
    video: en.DECODE_LEVEL_CARDS[3].video,
    overlayText: 'من داخل المستوى 4',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
  },
];

/** Detail pages of the four Decode levels, keyed by level number. */
export const DECODE_LEVELS: Translated<typeof en.DECODE_LEVELS> = {
  1: {
    level: 1,
    title: 'فكّ شيفرة عقلك',
    subtitle: 'تعرّف على المفكّر الذي يقف وراء أفكارك، وتعلّم كيف تعمل معه',
    duration: duration(1),
    certification: 'شهادة المستوى 1 من Decode',
    fee: en.DECODE_LEVELS[1].fee,
    description:
      'مدخل تطبيقي على مدى يوم واحد إلى الطريقة التي يرشّح بها عقلك تجاربك. ستتعرّف على مصدر أفكارك التلقائية، وعلى دور المعتقدات في تحديد ما تلاحظه، وستكتسب أدوات بسيطة لتهدئة العقل المفرط في النشاط، فتستجيب للحياة بوعي بدلاً من أن تنفعل بها.',
    whatYoullLearn: [
      {
        heading: 'العقل الواعي والعقل الباطن',
        description: 'كيف يتقاسم جزءا العقل العمل، ولماذا يجب أن يصل أي تغيير دائم إلى العقل الباطن.',
      },
      {
        heading: 'رسم خريطة المعتقدات',
        description:
          'تمرين موجَّه يكشف معتقداتك عن القيمة الذاتية والأمان والنجاح التي اكتسبتها في سنواتك الأولى.',
      },
      {
        heading: 'إيقاف الأفكار وإعادة تأطيرها',
        description: 'خطوات عملية لالتقاط الفكرة قبل أن تتصاعد واستبدالها بفكرة تخدمك.',
      },
      {
        heading: 'التنويم الإيحائي الذاتي للتركيز',
        description: 'روتين يومي مدته عشر دقائق يهدّئ الجهاز العصبي ويشحذ الانتباه.',
      },
    ],
    immediateBenefits: [
      'عقل أهدأ ونوم أفضل خلال الأسبوع الأول من الممارسة',
      'قرارات أوضح حين تميّز بين الخوف والحقيقة',
      'روتين قصير للتنويم الإيحائي الذاتي تستخدمه قبل أي موقف ضاغط',
    ],
    longTermBenefits: [
      'ثقة راسخة تقوم على معتقدات اخترتها بنفسك',
      'تفكير زائد أقل وطاقة أكبر لما يهمّك حقاً',
      'أساس متين لعمل المستويات التالية على السلوك والعلاقات ومخطّط الحياة',
    ],
    enrollmentFeatures: [
      'يوم تدريبي كامل حضورياً ومباشراً',
      'كتيّب عمل مطبوع وتمارين صوتية موجَّهة',
      'شهادة المستوى 1 من Decode',
      'لقاءان جماعيان للمتابعة خلال 30 يوماً',
    ],
  },
  2: {
    level: 2,
    title: 'فكّ شيفرة سلوكك',
    subtitle: 'غيّر العادات التي تُبقيك عالقاً، بدءاً بتلك التي لا تراها',
    duration: duration(2),
    certification: 'شهادة المستوى 2 من Decode',
    fee: en.DECODE_LEVELS[2].fee,
    description:
      'على مدى يومين تدرس سلوكك كما يدرسه المعالج: ما الذي يثيره، وما الذي يحميه، وما ثمنه. ثم تتدرّب على استبدال ردود فعلك القديمة باستجابات تختارها بنفسك، حتى تصبح الطريقة الجديدة طبيعية.',
    whatYoullLearn: [
      {
        heading: 'حلقة المثير والاستجابة',
        description: 'كيف تترابط الإشارة والشعور والعادة في سلسلة واحدة، وأين يمكن كسر هذه الحلقة.',
      },
      {
        heading: 'المكاسب الخفية',
        description: 'لماذا يستمر سلوك لا تحبّه، وكيف تلبّي حاجته الخفية بطريقة أخرى.',
      },
      {
        heading: 'ترسيخ الهدوء والثقة',
        description: 'تقنيات الإرساء في البرمجة اللغوية العصبية لاستدعاء حالة داخلية داعمة متى شئت.',
      },
      {
        heading: 'تصميم العادات',
        description: 'خطة خطوة بخطوة لبناء عادة جديدة والمحافظة عليها تسعين يوماً.',
      },
    ],
    immediateBenefits: [
      'ردود فعل اندفاعية أقل في البيت والعمل',
      'خريطة شخصية لأقوى المثيرات لديك',
      'مراسٍ داخلية تستخدمها فوراً لاستعادة توازن مزاجك',
    ],
    longTermBenefits: [
      'عادات تدعم أهدافك بدلاً من أن تقوّضها',
      'احترام أعمق لذاتك حين تفي بالوعود التي تقطعها لنفسك',
      'مهارات ترشد بها الآخرين في رحلة تغيير سلوكهم',
    ],
    enrollmentFeatures: [
      'يومان من التدريب الحضوري المباشر',
      'كتيّب عمل ومتتبّع للعادات وتمارين صوتية موجَّهة',
      'شهادة المستوى 2 من Decode',
      'خصم 10% على المستويين 3 و4 من Decode',
    ],
  },
  3: {
    level: 3,
    title: 'فكّ شيفرة علاقاتك',
    subtitle: 'افهم الأنماط التي تحملها إلى كل علاقة، واختر أنماطاً جديدة',
    duration: duration(3),
    certification: 'شهادة المستوى 3 من Decode',
    fee: en.DECODE_LEVELS[3].fee,
    description:
      'علاقاتنا مرآة للأنماط التي تعلّمناها أولاً في البيت. خلال يومين تحدّد الأدوار التي تؤدّيها، وتداوي جراح التعلّق التي تقف وراءها، وتتدرّب على مهارات التواصل التي تجعل القرب شعوراً آمناً.',
    whatYoullLearn: [
      {
        heading: 'أنماط التعلّق',
        description: 'كيف تشكّل الروابط المبكرة طريقتك في الثقة والخلاف والمصالحة حين تكبر.',
      },
      {
        heading: 'مثلث الدراما',
        description: 'التعرّف على أدوار المنقذ والضحية والمضطهِد، والخروج منها.',
      },
      {
        heading: 'حدود يملؤها الدفء',
        description: 'أن تقول «لا» بوضوح ولطف، دون شعور بالذنب ودون أن تبني جدراناً.',
      },
      {
        heading: 'التواصل الواعي',
        description: 'تقنيات للإصغاء والحديث تخفّف من حدّة الدفاع في المحادثات الصعبة.',
      },
    ],
    immediateBenefits: [
      'محادثات أهدأ مع أقرب الناس إليك',
      'كلمات تعبّر بها عن احتياجاتك، والشجاعة لتقولها',
      'ارتياح من حمل مشاعر الآخرين كأنها مشاعرك',
    ],
    longTermBenefits: [
      'علاقات تقوم على الاختيار لا على ولاءات قديمة',
      'ثقة وقرب أعمق مع الشريك والعائلة والأصدقاء',
      'نموذج أصحّ للتواصل يراه الأطفال من حولك',
    ],
    enrollmentFeatures: [
      'يومان من التدريب الحضوري المباشر',
      'تمارين ثنائية ضمن مجموعات صغيرة موجَّهة',
      'شهادة المستوى 3 من Decode',
      'جلسة متابعة خاصة مع أحد مدرّبي Decode',
    ],
  },
  4: {
    level: 4,
    title: 'فكّ شيفرة مخطّط حياتك',
    subtitle: 'أعد كتابة السيناريو الموروث، وصمّم حياة هي لك حقاً',
    duration: duration(4),
    certification: 'شهادة المستوى 4 من Decode',
    fee: en.DECODE_LEVELS[4].fee,
    description:
      'يذهب المستوى الأخير إلى الجذور: البصمات العائلية والثقافية والمتوارثة عبر الأجيال التي تشكّل مخطّط حياتك. ومن خلال الارتداد الموجَّه والتمارين المنظومية تتحرّر مما لم يعد يناسبك، وترسم المخطّط الذي تريد أن تعيش وفقه.',
    whatYoullLearn: [
      {
        heading: 'مخطّطك الموروث',
        description: 'كيف تتحوّل حكايات العائلة وولاءاتها وقواعدها غير المعلنة إلى سيناريو حياة كاملة.',
      },
      {
        heading: 'الارتداد الموجَّه',
        description: 'العودة الآمنة إلى الذكريات المؤسِّسة للتحرّر من القرارات التي اتُّخذت فيها.',
      },
      {
        heading: 'البصيرة المنظومية',
        description: 'تمارين مستوحاة من الأبراج العائلية تكشف موقعك في المنظومة العائلية الأوسع.',
      },
      {
        heading: 'تصميم المخطّط',
        description: 'كتابة رؤيتك الشخصية وتحويلها إلى خطة عمل لاثني عشر شهراً.',
      },
    ],
    immediateBenefits: [
      'وضوح في التمييز بين قواعد الحياة التي تخصّك وتلك التي ورثتها',
      'تحرّر عاطفي من أنماط عائلية قديمة',
      'رؤية مكتوبة وخطوات أولى للعام المقبل',
    ],
    longTermBenefits: [
      'قرارات منسجمة مع قيمك وغايتك',
      'التحرّر من تكرار الأنماط المتوارثة عبر الأجيال',
      'ممارسة دائمة لمراجعة مخطّط حياتك وتجديده',
    ],
    enrollmentFeatures: [
      'يومان من التدريب الحضوري المباشر',
      'جلسات ارتداد موجَّه وجلسات أبراج عائلية',
      'شهادة المستوى 4 من Decode',
      'خصم 10% على البرامج اللاحقة، ومنها برنامج «أيقظ الإنسان اللامحدود»',
    ],
  },
};

/** The /decode programme page around its level cards, in Arabic. */
export const DECODE_PAGE_TEXT: Translated<typeof en.DECODE_PAGE_TEXT> = {
  meta: {
    title: 'DECODE',
    description:
      'برنامج DECODE في أربعة مستويات: فكّ شيفرة عقلك، وسلوكك، وعلاقاتك، ومخطّط حياتك. شاهد العرض التعريفي، وقارن بين المستويات، وسجّل.',
  },
  title: 'DECODE',
  tagline: 'غيّر عقلك وسلوكك وعلاقاتك ومخطّط حياتك',
  trailerTitle: 'العرض التعريفي لبرنامج DECODE',
  trailerLabel: 'شغّل العرض التعريفي لبرنامج DECODE',
  levelsHeading: 'أربعة مستويات ورحلة واحدة',
  levelsIntro:
    'كل مستوى قائم بذاته ويمهّد لما بعده: تبدأ بالعقل، ثم تمضي عبر السلوك والعلاقات وصولاً إلى المخطّط الذي يرسم حياتك كلها.',
  testimonialsHeading: 'ماذا يقول المشاركون',
};

/** The headings and labels only the Decode level pages show, in Arabic. */
export const DECODE_LEVEL_PAGE_TEXT: Translated<typeof en.DECODE_LEVEL_PAGE_TEXT> = {
  meta: {
    title: (level: number, title: string) => `Decode، المستوى ${level}: ${title}`,
    description: (level: number, title: string, duration: string, fee: string) =>
      `Decode، المستوى ${level}، ${title}: ${duration}، ${fee}. ماذا ستتعلّم، وفوائد الدورة، والورش القادمة.`,
  },
  programme: 'Decode',
  immediateBenefits: 'فوائد فورية',
  longTermBenefits: 'فوائد على المدى البعيد',
  workshopsCaption: 'ورش Decode القادمة',
  summaryHeading: (level: number) => `المستوى ${level}`,
  instructorRole: 'المدرّب الرئيسي',
  notFound: {
    title: 'المستوى غير موجود',
    text: 'المستوى المطلوب غير موجود.',
  },
};
