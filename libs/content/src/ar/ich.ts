import { seedTerms } from '../catalogue';
import * as en from '../ich';
import type { Translated } from '../locale';
import { PROVIDER } from '../provider';
import { LEVEL_VIDEO_LENGTH } from './videos';
import { durationLabel as days } from './catalogue';
import { formatFee as fee } from './fees';

/** An Awaken level's seeded terms (catalogue.ts) as its card and its page show them. */
const terms = (level: en.IchLevelNumber) => {
  const seeded = seedTerms('AWAKEN', level);
  return { duration: days(seeded.durationDays), fee: fee(seeded.fee) };
};

export const ICH_PROGRAMME_NAME: Translated<typeof en.ICH_PROGRAMME_NAME> = 'أيقظ الإنسان اللامحدود';

/** The founder-director, who designed the programme and facilitates every level. */
export const ICH_FACILITATOR: Translated<typeof en.ICH_FACILITATOR> = {
  name: 'أنجالي مينون',
  qualification: 'ماجستير في علم النفس السريري',
  certification:
    'معالجة سريرية معتمدة بالتنويم الإيحائي، ومعالجة معتمدة بالارتداد، ومدرّبة معتمدة للعلاج بالتنويم الإيحائي',
  experience: 'خبرة 12 عاماً',
  photo: en.ICH_FACILITATOR.photo,
};

/** The six course cards of /ich, with the same duration and fee as each level's page. */
export const ICH_LEVEL_CARDS: Translated<typeof en.ICH_LEVEL_CARDS> = [
  {
    id: 1,
    title: 'أسس الوعي',
    subtitle: 'تعرّف على عقلك الباطن',
    tag: 'المستوى 1',
    points: [
      'كيف يعمل العقل الواعي والعقل الباطن معاً',
      'التنويم الإيحائي الذاتي والاسترخاء العميق لاستخدامك اليومي',
      'لغة الإيحاء وكيف تشكّل المعتقدات',
    ],
    duration: terms(1).duration,
    skill: 'مبتدئ',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[0].video,
    overlayText: 'لمحة عن المستوى 1',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(1).fee,
  },
  {
    id: 2,
    title: 'ممارس العلاج السريري بالتنويم الإيحائي',
    subtitle: 'أرشد الآخرين إلى حالة الغشية بأمان',
    tag: 'المستوى 2',
    points: [
      'استقبال منظّم للعميل، ثم إدخاله في التنويم وتعميقه',
      'الإيحاء العلاجي للتوتر والنوم والعادات',
      'جلسات تطبيقية تحت الإشراف مع ملاحظات حقيقية',
    ],
    duration: terms(2).duration,
    skill: 'من المبتدئ إلى المتوسط',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[1].video,
    overlayText: 'لمحة عن المستوى 2',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(2).fee,
  },
  {
    id: 3,
    title: 'العلاج بالارتداد وشفاء الطفل الداخلي',
    subtitle: 'داوِ الماضي من حيث بدأ',
    tag: 'المستوى 3',
    points: [
      'الارتداد العمري إلى جذر مشكلة تعيشها اليوم',
      'الحوار مع الطفل الداخلي وتقنيات إعادة الرعاية الوالدية',
      'التعامل الآمن مع التفريغ العاطفي القوي',
    ],
    duration: terms(3).duration,
    skill: 'متوسط',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[2].video,
    overlayText: 'لمحة عن المستوى 3',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(3).fee,
  },
  {
    id: 4,
    title: 'التنويم الإيحائي المتقدّم والعمل مع الأجزاء',
    subtitle: 'احلل الصراع الداخلي من منبعه',
    tag: 'المستوى 4',
    points: [
      'علاج الأجزاء للعادات والرغبات الملحّة وتخريب الذات',
      'التعامل مع القلق والرهاب والحزن',
      'بناء خطة علاجية متكاملة من عدة جلسات',
    ],
    duration: terms(4).duration,
    skill: 'متقدّم',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[3].video,
    overlayText: 'لمحة عن المستوى 4',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(4).fee,
  },
  {
    id: 5,
    title: 'إتقان الشفاء ما وراء الشخصي',
    subtitle: 'تجاوز حدود قصتك الشخصية',
    tag: 'المستوى 5',
    points: [
      'الارتداد إلى الحيوات السابقة والارتداد ما وراء الشخصي',
      'الوعي بالطاقة والعمل مع الانبثاق الروحي',
      'دمج البصيرة في الحياة اليومية والممارسة',
    ],
    duration: terms(5).duration,
    skill: 'متقدّم',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[4].video,
    overlayText: 'لمحة عن المستوى 5',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(5).fee,
  },
  {
    id: 6,
    title: 'الولادة من جديد',
    subtitle: 'ستة أيام تولد فيها من جديد إلى ذاتك اللامحدودة',
    tag: 'المستوى 6',
    points: [
      'تنفّس إعادة الولادة والارتداد إلى ما قبل الولادة',
      'التحرّر من بصمات الولادة والسنوات الأولى',
      'الانطلاق في الحياة والممارسة كبداية جديدة',
    ],
    duration: terms(6).duration,
    skill: 'جميع المستويات',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[5].video,
    overlayText: 'لمحة عن المستوى 6',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(6).fee,
  },
];

/** Detail content of each level, keyed 1 to 6 (the /ich/levels pages). */
export const ICH_LEVELS: Translated<typeof en.ICH_LEVELS> = {
  1: {
    level: 1,
    title: 'أسس الوعي',
    subtitle: 'اكتشف كيف يصنع عقلك تجربتك، وكيف تغيّرها من الداخل',
    duration: terms(1).duration,
    certification: 'ممارس وعي معتمد (المستوى 1)',
    fee: en.ICH_LEVELS[1].fee,
    description:
      'نقطة البداية في برنامج «أيقظ الإنسان اللامحدود». خلال يومين تتعلّم كيف يشكّل الانتباه والمعتقدات والعقل الباطن ما تشعر به وما تفعله، وتخرج بمهارات في التنويم الإيحائي الذاتي ترافقك طوال حياتك.',
    whatYoullLearn: [
      {
        heading: 'نماذج العقل',
        description: 'العقل الواعي والعقل الباطن واللاواعي، وكيف يستجيب كلٌّ منها للتغيير.',
      },
      {
        heading: 'الغشية في الحياة اليومية',
        description: 'التعرّف على حالات الغشية الطبيعية التي تدخلها مرات كثيرة كل يوم دون أن تنتبه.',
      },
      {
        heading: 'التنويم الإيحائي الذاتي',
        description: 'روتين متكامل للتنويم الإيحائي الذاتي من أجل الاسترخاء والتركيز ونوم أفضل.',
      },
      {
        heading: 'قوة الإيحاء',
        description: 'كيف تزرع الكلمات والصور والتوقّعات المعتقدات أو تحرّرها.',
      },
    ],
    immediateBenefits: [
      'طريقة موثوقة للاسترخاء العميق في دقائق',
      'نوم وتركيز أفضل',
      'وعي بالحوار الداخلي الذي يحرّك حالتك المزاجية',
    ],
    longTermBenefits: [
      'قدرة دائمة على تنظيم مشاعرك بنفسك',
      'ثقة بقدرتك على تغيير أنماط رافقتك طويلاً',
      'الأساس الذي تحتاجه لتدريب الممارسين في المستوى 2',
    ],
    enrollmentFeatures: [
      'يومان من التدريب المباشر ضمن مجموعة صغيرة',
      'جلسات مسجّلة للتنويم الإيحائي الذاتي تحتفظ بها',
      'دليل الدورة ودفتر للممارسة',
      'شهادة عند إتمام المستوى',
    ],
    curriculum: [
      {
        heading: 'اليوم 1: العقل وطبقاته',
        description: 'نماذج العقل، وحالات الموجات الدماغية، والملَكة النقدية، والغشية الطبيعية.',
      },
      {
        heading: 'اليوم 2: التنويم الإيحائي الذاتي عملياً',
        description: 'الإدخال في التنويم وتعميقه، وكتابة الإيحاءات، وخطة ممارسة شخصية لمدة 21 يوماً.',
      },
    ],
    prerequisites: ['لا متطلبات مسبقة: هذا المستوى مفتوح لكل من بلغ 18 عاماً فأكثر'],
    whoShouldAttend: [
      'كل من يثير العقل والنمو الشخصي فضوله',
      'المهنيون الراغبون في تركيز أفضل وإدارة أفضل للتوتر',
      'الآباء والأمهات والمعلّمون الذين يريدون فهم كيف يكتسب الأطفال معتقداتهم',
      'من يطمحون إلى أن يصبحوا معالجين بالتنويم الإيحائي ويبدؤون مسارهم التدريبي',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'الإنجليزية',
      skillLevel: 'مبتدئ',
      students: en.ICH_LEVELS[1].courseDetails.students,
      lectures: en.ICH_LEVELS[1].courseDetails.lectures,
      quizzes: en.ICH_LEVELS[1].courseDetails.quizzes,
      assessments: en.ICH_LEVELS[1].courseDetails.assessments,
      totalHours: en.ICH_LEVELS[1].courseDetails.totalHours,
    },
  },
  2: {
    level: 2,
    title: 'ممارس العلاج السريري بالتنويم الإيحائي',
    subtitle: 'تعلّم كيف ترشد عملاءك خلال جلسات علاج بالتنويم الإيحائي آمنة وفعّالة',
    duration: terms(2).duration,
    certification: 'ممارس معتمد للعلاج السريري بالتنويم الإيحائي (المستوى 2)',
    fee: en.ICH_LEVELS[2].fee,
    description:
      'خمسة أيام مكثّفة تحوّل الفهم إلى مهارة. تتعلّم كيف تأخذ التاريخ الشخصي للعميل، وتختار أساليب الإدخال في التنويم وتطبّقها، وتكتب الإيحاءات العلاجية، وتدير جلسات كاملة تحت الإشراف.',
    whatYoullLearn: [
      {
        heading: 'استقبال العميل',
        description: 'بناء الألفة، وأخذ التاريخ الشخصي، والاتفاق على أهداف واضحة للعلاج.',
      },
      {
        heading: 'الإدخال في التنويم وتعميقه',
        description: 'ثمانية أساليب للإدخال في التنويم، ومتى يناسب كلٌّ منها العميل أكثر من غيره.',
      },
      {
        heading: 'الإيحاء العلاجي',
        description: 'الإيحاء المباشر وغير المباشر، والاستعارة، والتمرين الذهني على المستقبل.',
      },
      {
        heading: 'الأخلاقيات والسلامة',
        description: 'موانع الاستخدام، والإحالة، والسرّية، والحدود المهنية.',
      },
    ],
    immediateBenefits: [
      'القدرة على إدارة جلسة علاج بالتنويم الإيحائي كاملة',
      'نصوص وبروتوكولات للتوتر والنوم والثقة بالنفس',
      'ملاحظات عملية من جلسات تحت الإشراف',
    ],
    longTermBenefits: [
      'أساس لبدء ممارسة مهنية بدوام جزئي أو كامل',
      'ثقة مهنية ترتكز على خبرة مكتسبة تحت الإشراف',
      'أهلية الالتحاق بعمل الارتداد في المستوى 3',
    ],
    enrollmentFeatures: [
      'خمسة أيام من التدريب المباشر مع ممارسة تحت الإشراف',
      'نصوص للجلسات ونماذج للعملاء تستخدمها في ممارستك',
      'مجموعات ممارسة مع الزملاء بعد الدورة',
      'شهادة عند إتمام المستوى',
    ],
    curriculum: [
      {
        heading: 'الوحدة 1: العلاقة العلاجية',
        description: 'الألفة، ومقابلة الاستقبال، وتحديد الأهداف، والموافقة المستنيرة.',
      },
      {
        heading: 'الوحدة 2: الإدخال في التنويم وتعميقه',
        description: 'الإدخال التدريجي، والإدخال بالتشويش، والإدخال السريع، والإدخال الحواري.',
      },
      {
        heading: 'الوحدة 3: الإيحاء والاستعارة',
        description: 'صياغة الإيحاءات والقصص العلاجية بما يناسب كل عميل.',
      },
      {
        heading: 'الوحدة 4: المشكلات الشائعة لدى العملاء',
        description: 'بروتوكولات للتوتر والنوم والثقة بالنفس وتغيير العادات.',
      },
      {
        heading: 'الوحدة 5: جلسات تحت الإشراف',
        description: 'جلسات كاملة مع عملاء تراقبها الميسِّرة وتناقشها معك بعدها.',
      },
    ],
    prerequisites: ['إتمام المستوى 1: أسس الوعي'],
    whoShouldAttend: [
      'خرّيجو المستوى 1 الراغبون في العمل مع العملاء',
      'المرشدون النفسيون ومدرّبو الحياة والمعالجون الذين يضيفون التنويم الإيحائي إلى عملهم',
      'العاملون في المجال الصحي الذين يساعدون عملاءهم على تجاوز التوتر وتغيير العادات',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'الإنجليزية',
      skillLevel: 'من المبتدئ إلى المتوسط',
      students: en.ICH_LEVELS[2].courseDetails.students,
      lectures: en.ICH_LEVELS[2].courseDetails.lectures,
      quizzes: en.ICH_LEVELS[2].courseDetails.quizzes,
      assessments: en.ICH_LEVELS[2].courseDetails.assessments,
      totalHours: en.ICH_LEVELS[2].courseDetails.totalHours,
    },
  },
  3: {
    level: 3,
    title: 'العلاج بالارتداد وشفاء الطفل الداخلي',
    subtitle: 'عالج مشكلات الحاضر بشفاء التجارب التي بدأت منها',
    duration: terms(3).duration,
    certification: 'معالج معتمد بالارتداد (المستوى 3)',
    fee: en.ICH_LEVELS[3].fee,
    description:
      'كثير من صعوبات الحاضر بدأ في لحظة لم يُكمل العقل معالجتها قط. خلال خمسة أيام تتعلّم كيف تعيد عملاءك إلى تلك اللحظات بأمان، وكيف تعمل مع الطفل الداخلي، وكيف تُتمّ ما بقي معلّقاً.',
    whatYoullLearn: [
      {
        heading: 'الارتداد العمري',
        description: 'الجسور العاطفية والجسدية التي تقود إلى جذر المشكلة الحالية.',
      },
      {
        heading: 'العمل مع الطفل الداخلي',
        description: 'الحوار، وإعادة الرعاية الوالدية، ودمج الأجزاء الأصغر سنّاً من الذات.',
      },
      {
        heading: 'التفريغ العاطفي',
        description: 'احتواء المشاعر القوية وتوجيهها بأمان، أثناء الجلسة وبعدها.',
      },
      {
        heading: 'إعادة تأطير الذكرى',
        description: 'مساعدة العميل على إيجاد معنى جديد وموارد جديدة في تجاربه القديمة.',
      },
    ],
    immediateBenefits: [
      'ثقة في إرشاد العملاء خلال جلسات الارتداد',
      'شفاء شخصي من خلال جلسات الممارسة الخاصة بك',
      'بروتوكولات واضحة للتعامل مع التفريغ الانفعالي الحاد',
    ],
    longTermBenefits: [
      'تغيير عميق ودائم لعملاء يعانون مشكلات مزمنة',
      'نهج واعٍ بالصدمات في كل جلسة',
      'تخصّص معترف به ضمن ممارستك المهنية',
    ],
    enrollmentFeatures: [
      'خمسة أيام من التدريب المباشر مع ممارسة يومية تحت الإشراف',
      'بروتوكولات للارتداد ونماذج لملاحظات الحالات',
      'لقاءان جماعيان للإشراف بعد الدورة',
      'شهادة عند إتمام المستوى',
    ],
    curriculum: [
      {
        heading: 'الوحدة 1: مبادئ الارتداد',
        description: 'الذاكرة، والتعلّم المرتبط بالحالة، وأخلاقيات العمل بالارتداد.',
      },
      {
        heading: 'الوحدة 2: الجسور والتقنيات',
        description: 'الجسور العاطفية والجسدية واللغوية إلى الماضي.',
      },
      {
        heading: 'الوحدة 3: الطفل الداخلي',
        description: 'لقاء الطفل الداخلي وحمايته ودمجه.',
      },
      {
        heading: 'الوحدة 4: التفريغ العاطفي والسلامة',
        description: 'التفريغ الانفعالي، والتأريض، والرعاية بعد الجلسة.',
      },
      {
        heading: 'الوحدة 5: التطبيق على الحالات',
        description: 'جلسات ارتداد تحت الإشراف مع ملاحظات منظّمة.',
      },
    ],
    prerequisites: ['إتمام المستوى 2: ممارس العلاج السريري بالتنويم الإيحائي'],
    whoShouldAttend: [
      'المعالجون الممارسون بالتنويم الإيحائي الراغبون في العمل على جذور المشكلات',
      'الأخصائيون النفسيون والمرشدون المهتمون بأساليب الارتداد',
      'خرّيجو المستوى 2 الذين يستعدّون للممارسة المتقدّمة',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'الإنجليزية',
      skillLevel: 'متوسط',
      students: en.ICH_LEVELS[3].courseDetails.students,
      lectures: en.ICH_LEVELS[3].courseDetails.lectures,
      quizzes: en.ICH_LEVELS[3].courseDetails.quizzes,
      assessments: en.ICH_LEVELS[3].courseDetails.assessments,
      totalHours: en.ICH_LEVELS[3].courseDetails.totalHours,
    },
  },
  4: {
    level: 4,
    title: 'التنويم الإيحائي المتقدّم والعمل مع الأجزاء',
    subtitle: 'احلل الصراع الداخلي، وتعامل بثقة مع المشكلات المعقّدة لدى عملائك',
    duration: terms(4).duration,
    certification: 'معالج معتمد بالتنويم الإيحائي المتقدّم (المستوى 4)',
    fee: en.ICH_LEVELS[4].fee,
    description:
      'حين يريد جزء من العميل التغيير ويقاومه جزء آخر، يتوقّف التقدّم. يعلّمك المستوى 4 علاج الأجزاء وتقنيات متقدّمة للقلق والرهاب والحزن وتخريب الذات، ويريك كيف تخطّط لمسار علاجي متكامل.',
    whatYoullLearn: [
      {
        heading: 'علاج الأجزاء',
        description: 'التعرّف على الأجزاء المتصارعة من الذات والتفاوض معها ودمجها.',
      },
      {
        heading: 'القلق والرهاب',
        description: 'بروتوكولات إزالة التحسّس وإعادة التأطير ضمن التنويم الإيحائي.',
      },
      {
        heading: 'الحزن والفقد',
        description: 'مقاربات لطيفة بالتنويم الإيحائي لمرافقة الحداد والتخلّي.',
      },
      {
        heading: 'تخطيط العلاج',
        description: 'تصميم خطط من عدة جلسات وقياس تقدّم العميل.',
      },
    ],
    immediateBenefits: [
      'أدوات للعملاء الذين توقّف تقدّمهم',
      'بروتوكولات مجرّبة للقلق والرهاب والحزن',
      'خطط علاجية واضحة من عدة جلسات',
    ],
    longTermBenefits: [
      'ثقة في التعامل مع الحالات المعقّدة والمزمنة',
      'نتائج أفضل لعملائك وإحالات أكثر',
      'الجاهزية للعمل ما وراء الشخصي في المستوى 5',
    ],
    enrollmentFeatures: [
      'ستة أيام من التدريب المباشر مع ممارسة تحت الإشراف',
      'دليل البروتوكولات المتقدّمة',
      'مراجعة للحالات مع الميسِّرة',
      'شهادة عند إتمام المستوى',
    ],
    curriculum: [
      {
        heading: 'الوحدة 1: الأجزاء والصراع الداخلي',
        description: 'نموذج الأجزاء، والتفاوض الداخلي، والدمج.',
      },
      {
        heading: 'الوحدة 2: القلق والرهاب ونوبات الهلع',
        description: 'التقييم، وإزالة التحسّس، والوقاية من الانتكاس.',
      },
      {
        heading: 'الوحدة 3: الحزن ومراحل التحوّل في الحياة',
        description: 'مرافقة العملاء في الفقد والطلاق والتغيير.',
      },
      {
        heading: 'الوحدة 4: التخطيط والمراجعة',
        description: 'الخطط العلاجية، ومقاييس التقدّم، وإنهاء العلاج على نحو سليم.',
      },
    ],
    prerequisites: ['إتمام المستوى 3: العلاج بالارتداد وشفاء الطفل الداخلي'],
    whoShouldAttend: [
      'المعالجون الممارسون بالتنويم الإيحائي المستعدّون للحالات المعقّدة',
      'المعالجون الراغبون في تخطيط علاجي منظّم',
      'خرّيجو المستوى 3 الذين يبنون ممارسة مهنية بدوام كامل',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'الإنجليزية',
      skillLevel: 'متقدّم',
      students: en.ICH_LEVELS[4].courseDetails.students,
      lectures: en.ICH_LEVELS[4].courseDetails.lectures,
      quizzes: en.ICH_LEVELS[4].courseDetails.quizzes,
      assessments: en.ICH_LEVELS[4].courseDetails.assessments,
      totalHours: en.ICH_LEVELS[4].courseDetails.totalHours,
    },
  },
  5: {
    level: 5,
    title: 'إتقان الشفاء ما وراء الشخصي',
    subtitle: 'اعمل مع أبعاد التجربة التي تتجاوز القصة الشخصية',
    duration: terms(5).duration,
    certification: 'ممارس معتمد للشفاء ما وراء الشخصي (المستوى 5)',
    fee: en.ICH_LEVELS[5].fee,
    description:
      'ثمانية أيام من الممارسة العميقة في الارتداد ما وراء الشخصي والوعي بالطاقة والانبثاق الروحي. تتعلّم كيف توفّر مساحة آمنة لتجارب تتجاوز الذاكرة، وكيف تساعد عملاءك على حمل معناها إلى حياتهم اليومية.',
    whatYoullLearn: [
      {
        heading: 'الارتداد ما وراء الشخصي',
        description: 'الارتداد إلى الحيوات السابقة والارتداد الرمزي أداتين للشفاء.',
      },
      {
        heading: 'الوعي بالطاقة',
        description: 'استشعار طاقة الجسد وتنقيتها وموازنتها أثناء الجلسات.',
      },
      {
        heading: 'الانبثاق الروحي',
        description: 'مرافقة العملاء بعناية خلال تجارب اليقظة الشديدة.',
      },
      {
        heading: 'الدمج',
        description: 'تحويل البصيرة التي تكشفها الجلسات العميقة إلى تغيير عملي.',
      },
    ],
    immediateBenefits: [
      'ثقة في تيسير الجلسات ما وراء الشخصية',
      'ممارسة شخصية أعمق للحضور والوعي',
      'تقنيات تأريض لك ولعملائك',
    ],
    longTermBenefits: [
      'نهج ناضج وشامل للإنسان بكلّيته في الشفاء',
      'القدرة على مرافقة العملاء خلال تحوّلات عميقة',
      'الاستعداد لمستوى «الولادة من جديد»',
    ],
    enrollmentFeatures: [
      'ثمانية أيام من التدريب المباشر بأسلوب الإقامة الكاملة',
      'ممارسة يومية للتأمل والدمج',
      'مكالمة إرشاد بعد شهر من الدورة',
      'شهادة عند إتمام المستوى',
    ],
    curriculum: [
      {
        heading: 'الوحدة 1: المجال ما وراء الشخصي',
        description: 'خرائط الوعي والحالات التي تتجاوز الشخصي.',
      },
      {
        heading: 'الوحدة 2: الارتداد إلى الحيوات السابقة',
        description: 'إرشاد مادة الحيوات السابقة وتفسيرها ودمجها.',
      },
      {
        heading: 'الوحدة 3: الطاقة والجسد',
        description: 'الوعي بالطاقة وتنقيتها والحماية للممارسين.',
      },
      {
        heading: 'الوحدة 4: الانبثاق الروحي',
        description: 'التعرّف على تجارب اليقظة ومرافقتها.',
      },
      {
        heading: 'الوحدة 5: الدمج والممارسة',
        description: 'جلسات تحت الإشراف وتخطيط للدمج.',
      },
    ],
    prerequisites: ['إتمام المستوى 4: التنويم الإيحائي المتقدّم والعمل مع الأجزاء'],
    whoShouldAttend: [
      'الممارسون ذوو الخبرة الذين يجذبهم العمل ما وراء الشخصي',
      'خرّيجو المستوى 4 الذين يعمّقون ممارستهم',
      'ممارسو الشفاء الذين يريدون إطاراً آمناً للتجارب الروحية',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'الإنجليزية',
      skillLevel: 'متقدّم',
      students: en.ICH_LEVELS[5].courseDetails.students,
      lectures: en.ICH_LEVELS[5].courseDetails.lectures,
      quizzes: en.ICH_LEVELS[5].courseDetails.quizzes,
      assessments: en.ICH_LEVELS[5].courseDetails.assessments,
      totalHours: en.ICH_LEVELS[5].courseDetails.totalHours,
    },
  },
  6: {
    level: 6,
    title: 'الولادة من جديد',
    subtitle: 'تحرّر من بصمات الولادة والسنوات الأولى، وابدأ من جديد على حقيقتك كاملة',
    duration: terms(6).duration,
    certification: 'شهادة ميسِّر «الولادة من جديد» (المستوى 6)',
    fee: en.ICH_LEVELS[6].fee,
    description:
      'المستوى الختامي في برنامج «أيقظ الإنسان اللامحدود». من خلال تنفّس إعادة الولادة، والارتداد إلى ما قبل الولادة ولحظة الولادة، والدمج الموجَّه، تتحرّر من أقدم البصمات التي شكّلت حياتك، وتبدأ ممارستك كبداية جديدة. المجموعات صغيرة، بحدّ أقصى 20 مشاركاً.',
    whatYoullLearn: [
      {
        heading: 'تنفّس إعادة الولادة',
        description: 'التنفّس الواعي المتّصل لتحرير التوتر والمشاعر المختزنة.',
      },
      {
        heading: 'الارتداد إلى ما قبل الولادة ولحظة الولادة',
        description: 'العودة إلى أولى التجارب والقرارات التي اتُّخذت فيها.',
      },
      {
        heading: 'بصمات السنوات الأولى',
        description: 'التعرّف على الطريقة التي تتردّد بها السنوات الأولى في حياة الراشد.',
      },
      {
        heading: 'بدايات جديدة',
        description: 'طقوس وممارسات لتعيش وتعمل انطلاقاً من ذات متجدّدة.',
      },
    ],
    immediateBenefits: [
      'تجربة تحرّر شخصي عميقة ضمن مجموعة آمنة',
      'تمارين تنفّس تستخدمها يومياً',
      'طاقة متجدّدة ووضوح في الغاية',
    ],
    longTermBenefits: [
      'التحرّر من أنماط متجذّرة في الولادة والسنوات الأولى',
      'مهارات تيسير جلسات «الولادة من جديد» للآخرين',
      'إتمام المسار الكامل لبرنامج «أيقظ الإنسان اللامحدود»',
    ],
    enrollmentFeatures: [
      'ستة أيام من التدريب المباشر، من 9:00 صباحاً إلى 6:00 مساءً',
      'بحدّ أقصى 20 مشاركاً',
      'خصم 50% للمدرّبين والمشرفين، صالح لمدة سنة من تاريخ أول ورشة',
      'شهادة عند إتمام المستوى',
    ],
    curriculum: [
      {
        heading: 'اليومان 1 - 2: النَّفَس والجسد',
        description: 'تنفّس إعادة الولادة، والوعي بالجسد، والتحرّر الآمن.',
      },
      {
        heading: 'اليومان 3 - 4: الولادة وما قبلها',
        description: 'الارتداد إلى ما قبل الولادة ولحظة الولادة مع دمج موجَّه.',
      },
      {
        heading: 'اليوم 5: بصمات السنوات الأولى',
        description: 'العمل مع السنوات الأولى من الحياة والروابط العائلية.',
      },
      {
        heading: 'اليوم 6: الولادة من جديد',
        description: 'الدمج، وطقس الختام، والتدرّب على التيسير.',
      },
    ],
    prerequisites: [
      'إتمام المستوى 5: إتقان الشفاء ما وراء الشخصي',
      'أخبرنا قبل التسجيل إن كنت تعاني أي حالة في القلب أو الجهاز التنفسي، أو إن كنتِ حاملاً، فتمارين التنفّس مجهِدة بدنياً',
    ],
    whoShouldAttend: [
      'خرّيجو المستوى 5 الذين يُتمّون البرنامج',
      'المدرّبون والمشرفون الذين يجدّدون ممارستهم الشخصية',
      'الممارسون الراغبون في تيسير جلسات إعادة الولادة',
    ],
    instructor: ICH_FACILITATOR,
    courseDetails: {
      language: 'الإنجليزية',
      skillLevel: 'متقدّم',
      students: en.ICH_LEVELS[6].courseDetails.students,
      lectures: en.ICH_LEVELS[6].courseDetails.lectures,
      quizzes: en.ICH_LEVELS[6].courseDetails.quizzes,
      assessments: en.ICH_LEVELS[6].courseDetails.assessments,
      totalHours: en.ICH_LEVELS[6].courseDetails.totalHours,
    },
    sessionDetails: {
      date: 'من 25 إلى 30 نوفمبر 2025',
      lastDay: '2025-11-30',
      time: 'من 9:00 صباحاً إلى 6:00 مساءً',
      venue: 'استوديو الحياة الواعية، البرشا، دبي',
      registration: 'سجّل عبر البريد الإلكتروني مع ذكر اسمك ورقم هاتفك المتحرّك ومستواك الحالي:',
      registrationEmail: PROVIDER.email,
      discountNote: 'خصم 50% للمدرّبين والمشرفين، صالح لمدة سنة من تاريخ أول ورشة. بحدّ أقصى 20 مشاركاً.',
    },
  },
};

/** The About Facilitator banner of /ich/levels. */
export const ICH_FACILITATOR_BANNER: Translated<typeof en.ICH_FACILITATOR_BANNER> = {
  heading: 'عن الميسِّرة',
  text: `تمتلك ${ICH_FACILITATOR.name} ${ICH_FACILITATOR.experience} في تدريب المعالجين بالتنويم الإيحائي والمعالجين بالارتداد وممارسي الشفاء. وقد صمّمت برنامج «أيقظ الإنسان اللامحدود» ليكون مساراً واحداً متأنّياً، خطوة بخطوة، يبدأ من الفضول الأول تجاه العقل وينتهي بممارسة مهنية واثقة.`,
};
