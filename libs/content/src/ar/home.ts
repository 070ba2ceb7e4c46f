import type * as en from '../home';
import type { Translated } from '../locale';
import { VIDEOS } from '../videos';
import { PROVIDER } from './provider';

/** The home page in Arabic, top to bottom. */
export const HOME_PAGE: Translated<typeof en.HOME_PAGE> = {
  meta: {
    title: 'الرئيسية',
    description: `تدريبات وورش عمل في الوعي والتنويم الإيحائي والعلاج بالارتداد والشفاء مع ${PROVIDER.name}: أيقظ الإنسان اللامحدود، وDecode، والارتداد ما وراء الشخصي، والتدريب الفردي.`,
  },
  hero: {
    title: 'الحياة الواعية',
    tagline: `عِش تجربة تدريبات وورش عمل ومسارات شفاء تُحدث تحوّلاً حقيقياً مع ${PROVIDER.name}.`,
    trainings: 'التدريبات',
    workshops: 'ورش العمل',
    about: `تعرّف على ${PROVIDER.name}`,
  },
  intro: {
    heading: 'اكتشف نهجنا',
    text: `في ${PROVIDER.name} نعلّم من خلال التجربة: التنويم الإيحائي والارتداد والممارسة الواعية ضمن مجموعات صغيرة، ليصبح ما تتعلّمه عن العقل شيئاً تشعر به وتستخدمه.`,
    next: 'شاهد الفيديو التعريفي لتتعرّف على أسلوب عملنا، ثم استكشف التدريبات أدناه.',
    videoTitle: `مقدّمة عن ${PROVIDER.name}`,
    overlayText: 'اكتشف الحياة الواعية',
    overlaySubtext: 'مقدّمة عن تدريباتنا وورش عملنا',
  },
  trainings: {
    heading: 'تدريباتنا',
    intro: 'أربعة مسارات للعمل مع العقل، من مستوى أول للنمو الشخصي إلى مسارات مهنية لإعداد الممارسين.',
    knowMore: 'اعرف المزيد',
    panels: [
      {
        title: 'أيقظ الإنسان اللامحدود',
        format: 'ستة مستويات',
        description:
          'مسارنا المهني في التنويم الإيحائي: من أسس الغشية والإيحاء إلى العمل المتقدّم بالارتداد، مع تطبيق تحت الإشراف في كل مستوى.',
        to: '/ich',
      },
      {
        title: 'DECODE',
        format: 'أربعة مستويات',
        description:
          'اكتشف كيف يشكّل العقل الباطن تفكيرك وسلوكك وعلاقاتك ومخطّط حياتك، واخرج من كل مستوى بأدوات عملية تستخدمها في اليوم التالي.',
        to: '/decode',
      },
      {
        title: 'الارتداد ما وراء الشخصي',
        format: 'ست وحدات',
        description:
          'علاج متقدّم بالارتداد (TASSO) للممارسين الذين يرغبون في مرافقة عملائهم بأمان عبر تجاربهم الماضية نحو تحرّر دائم.',
        to: '/tasso',
      },
      {
        title: 'التدريب الفردي المخصّص',
        format: 'فردي',
        description: 'تدريب مصمَّم حول أهدافك ووتيرتك وجدولك، لكل من يريد توجيهاً مركّزاً من مدرّب متمرّس.',
        to: '/individual',
      },
    ],
  },
  benefits: {
    heading: 'من يستفيد',
    videoTitle: (audience: string) => `من يستفيد: ${audience}`,
    videoLabel: (audience: string) => `شغّل الفيديو الخاص بـ${audience}`,
    cards: [
      {
        audience: 'الشركات',
        text: 'يتعلّم القادة وفرق العمل التعامل مع الضغوط، والتواصل بوضوح، واتخاذ القرار بعقل هادئ ومركّز، وهو ما ينعكس على رفاههم ونتائجهم.',
        video: VIDEOS.benefitCorporates,
      },
      {
        audience: 'أولياء الأمور والمعلّمون',
        text: 'افهم ما يحرّك سلوك الطفل، واستجب بصبر بدلاً من ردّ الفعل، وساعد الصغار على النمو بثقة وتركيز وتوازن.',
        video: VIDEOS.benefitParentsTeachers,
      },
      {
        audience: 'ممارسو الرعاية الصحية',
        text: 'أضف تقنيات التنويم الإيحائي والارتداد إلى ممارستك، وساعد عملاءك في التعامل مع الجذور العاطفية للتوتر والعادات والألم، إلى جانب الرعاية التي يتلقّونها.',
        video: VIDEOS.benefitHealthPractitioners,
      },
    ],
  },
  testimonialsHeading: 'ماذا يقول المشاركون',
};
