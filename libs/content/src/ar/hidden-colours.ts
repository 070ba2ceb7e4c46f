import { type LevelTerms, seedTerms } from '../catalogue';
import type { Fee } from '../fees';
import type * as en from '../hidden-colours';
import type { Translated } from '../locale';
import { PROVIDER } from './provider';

/** 'يوم واحد', 'يومان', '5 أيام', '12 يوماً': a duration in a fact list (Western digits). */
const durationText = (days: number): string =>
  days === 1 ? 'يوم واحد' : days === 2 ? 'يومان' : days <= 10 ? `${days} أيام` : `${days} يوماً`;

const CURRENCIES: Readonly<Record<string, string>> = { AED: 'درهم', USD: 'دولار أمريكي', EUR: 'يورو' };

/** '1,800 درهم': a fee in Arabic, the amount grouped as in English. */
const formatFee = (fee: Fee): string =>
  `${String(fee.amount).replace(/\B(?=(\d{3})+$)/g, ',')} ${CURRENCIES[fee.currency] ?? fee.currency}`;

/** The workshop's seeded duration and fee (catalogue.ts). */
const TERMS = seedTerms('HIDDEN_COLOURS', 1);

/** The facts from the catalogue (its Duration and Fee) in Arabic, for terms as a page is rendered with. */
export const termFacts: Translated<typeof en.termFacts> = (terms: LevelTerms) => [
  { label: 'المدة', value: durationText(terms.durationDays) },
  { label: 'الرسوم', value: `${formatFee(terms.fee)}، شاملةً الغداء والمرطبات` },
];

/** The specialized workshop (/Hidden-Colours) in Arabic. */
export const HIDDEN_COLOURS: Translated<typeof en.HIDDEN_COLOURS> = {
  title: 'الألوان الخفية',
  menuLabel: 'ورشة عمل متخصّصة',
  tagline: 'ورشة عمل ليومين عن الألوان العاطفية التي تعلّمنا أن نخفيها، وكيف نرتديها من جديد.',
  intro: [
    'تعلّم معظمنا في وقت مبكر أيّ المشاعر مرحَّب بها في البيت وأيّها غير مرحَّب به. صار الغضب «مبالغة»، والحزن «لا يستحق البكاء»، والحماس «تباهياً». لكن تلك المشاعر لم تختفِ، بل توارت في الخلفية، حيث لا تزال تلوّن اختياراتنا وعلاقاتنا ونظرتنا إلى أنفسنا.',
    '«الألوان الخفية» ورشة عمل تجريبية تستعين باللون والرسم والتخيّل الموجَّه والعمل الإيحائي اللطيف لتعيد تلك المشاعر إلى دائرة الضوء. ومن خلال العمل مع الطفل الداخلي ومع جوانب ذواتنا التي نبقيها في الظل، يكتشف المشاركون ما الذي كان كل لون خفي يحميه، وكيف يتيحون له أن يأخذ مكانه في صورة أكمل وأصدق لحقيقتهم.',
  ],
  themes: [
    {
      heading: 'الألوان التي نخفيها',
      description:
        'نرسم خريطة المشاعر التي تعلّم كلٌّ منا أن يخفّف من حدّتها، مستعينين بلوحة ألوان شخصية بدلاً من الكلمات وحدها، فتظهر الأنماط من غير حاجة إلى شرحها.',
    },
    {
      heading: 'لقاء الطفل الداخلي',
      description:
        'من خلال التخيّل الموجَّه نعود، بأمان وبالوتيرة التي تناسبنا، إلى الذات الأصغر سنّاً التي أخفت شعوراً ما أول مرة، ونمنح ذلك الطفل الفهم الذي افتقده آنذاك.',
    },
    {
      heading: 'مصادقة الظل',
      description:
        'كثيراً ما تحمل الغيرة والخزي والغضب طاقةً وحكمةً نحتاج إليهما. نستكشف هذه الجوانب الظلّية بفضول بدلاً من إطلاق الأحكام، ونتعلّم ما الذي تطلبه منا.',
    },
    {
      heading: 'الرسم نحو الأمام',
      description:
        'في عصر اليوم الثاني يبتكر كل مشارك عملاً ختامياً يجمع ألوانه التي أعاد اكتشافها، مع ممارسة يومية بسيطة تُبقيها حيّة بعد انتهاء الورشة.',
    },
  ],
  facts: [
    ...termFacts(TERMS).slice(0, 1),
    { label: 'الجدول اليومي', value: 'من 9:30 صباحاً إلى 5:30 مساءً' },
    { label: 'حجم المجموعة', value: 'حتى 16 مشاركاً' },
    { label: 'الصيغة', value: 'حضورياً، مع توفير جميع أدوات الرسم' },
    { label: 'اللغة', value: 'الإنجليزية' },
    ...termFacts(TERMS).slice(1),
  ],
  audience: [
    'البالغون الذين يشعرون بأنهم يُبقون مشاعر معيّنة «مُطفأة» ويريدون أن يفهموا السبب',
    'الآباء والأمهات والمعلّمون الذين يريدون التعامل بهدوء أكبر مع مشاعر الأطفال الكبيرة',
    'خرّيجو تدريباتنا في العلاج بالتنويم الإيحائي والعلاج بالارتداد الذين يرغبون في إضافة العمل مع الطفل الداخلي إلى ممارستهم',
    'كل من تجذبه أساليب الشفاء الإبداعية غير اللفظية، ولا يلزم أي مهارة فنية',
  ],
  outcomes: [
    'خريطة شخصية للمشاعر التي تميل إلى إخفائها والمواقف التي تثيرها',
    'أدوات عملية للقاء طفلك الداخلي في لحظات الضغط',
    'علاقة ألطف وأوضح مع الغضب والحزن والخوف والخزي',
    'ممارسة بسيطة لتدوين الألوان مدتها عشر دقائق تواصلها في البيت',
    'شهادة مشاركة من الأكاديمية',
  ],
  noDates:
    'نعمل حالياً على تحديد مواعيد جديدة. راسلنا وسنخبرك فور تحديدها، أو اطّلع على تقويم الفعاليات لمعرفة ورش العمل الأخرى لدينا.',
  wellbeingNote:
    '«الألوان الخفية» ورشة عمل للنمو الشخصي، وليست بديلاً عن العلاج الطبي أو النفسي. يجب أن يكون عمر المشاركين فوق 18 عاماً، وإن كنت تخضع حالياً لعلاج نفسي، فيُرجى إبلاغ معالجك بأنك تنوي حضور الورشة.',
};

/** The /Hidden-Colours page around the workshop's own texts, in Arabic. */
export const HIDDEN_COLOURS_PAGE: Translated<typeof en.HIDDEN_COLOURS_PAGE> = {
  meta: {
    title: `${HIDDEN_COLOURS.title}: ${HIDDEN_COLOURS.menuLabel}`,
    description: `«${HIDDEN_COLOURS.title}»، ورشة عمل ليومين تقدّمها ${PROVIDER.name} عن المشاعر التي تعلّمنا أن نخفيها، تعمل على الطفل الداخلي وجوانب الظل من خلال اللون والتخيّل الموجَّه.`,
  },
  seeNextDates: 'اطّلع على المواعيد القادمة',
  sections: {
    about: 'عن الورشة',
    themes: 'ما نستكشفه معاً',
    audience: 'لمن هذه الورشة',
    outcomes: 'ما ستخرج به',
    format: 'تفاصيل الورشة',
    nextDates: 'المواعيد القادمة',
  },
  session: { dates: 'التواريخ', time: 'الوقت', venue: 'المكان' },
};
