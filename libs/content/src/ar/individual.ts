import { type LevelTerms, seedTerms } from '../catalogue';
import type * as en from '../individual';
import type { Translated } from '../locale';
import { formatFee } from './fees';

/** 'يوم واحد', 'يومين', '5 أيام', '12 يوماً': a duration after a preposition (Western digits). */
const durationText = (days: number): string =>
  days === 1 ? 'يوم واحد' : days === 2 ? 'يومين' : days <= 10 ? `${days} أيام` : `${days} يوماً`;

/** What one day of one-to-one training costs (catalogue.ts): a plan multiplies it. */
const DAY = seedTerms('INDIVIDUAL', 1);

/** The question of what it costs, in Arabic. */
export const INDIVIDUAL_COST_QUESTION: Translated<typeof en.INDIVIDUAL_COST_QUESTION> = 'كم تبلغ التكلفة؟';

/** Its answer in Arabic, for terms as a page is rendered with. */
export const individualCostAnswer: Translated<typeof en.individualCostAnswer> = (day: LevelTerms) =>
  `${formatFee(day.fee)} مقابل ${durationText(day.durationDays)} من التدريب الفردي. وتحدّد لك خطتك، قبل أن تلتزم، عدد الأيام أو الجلسات الأقصر التي تحتاج إليها ورسومها.`;

/** The Customized Individual Training page in Arabic. */
export const INDIVIDUAL_TRAINING: Translated<typeof en.INDIVIDUAL_TRAINING> = {
  title: 'التدريب الفردي المخصّص',
  tagline: 'متعلّم واحد، وخطة واحدة، وميسّر واحد: تدريب مصمَّم بالكامل من أجلك',
  intro: [
    'التدريب الفردي المخصّص برنامج يجمعك بميسّرك وحدكما. فبدلاً من الالتزام بالجدول الزمني لمجموعة، تقرّر أنت وميسّرك معاً ما تتعلّمه، وبأي ترتيب، وبأي وتيرة.',
    'يستمد المحتوى من كل ما نعلّمه، من Decode والعلاج بالتنويم الإيحائي إلى الارتداد والعمل مع الأنظمة العائلية، ويُنتقى وفق أهدافك وجدولك والطريقة التي تتعلّم بها على أفضل وجه.',
  ],
  audiences: [
    {
      heading: 'مهنيون وقتهم ضيّق',
      description: 'القادة وأصحاب الأعمال الذين يحتاجون إلى جلسات مركّزة تتلاءم مع أسبوع حافل بالالتزامات.',
    },
    {
      heading: 'ممارسون يرغبون في التخصّص',
      description:
        'معالجون ومدرّبو حياة ومرشدون يريدون التعمّق في منهج واحد، مثل الارتداد أو العمل مع أجزاء الذات.',
    },
    {
      heading: 'من يفضّلون الخصوصية',
      description: 'كل من يعمل على مسائل شخصية ويفضّل ألّا يشاركها ضمن مجموعة.',
    },
    {
      heading: 'طلاب يريدون تعويض ما فاتهم',
      description: 'متعلّمون فاتهم جزء من أحد المستويات الجماعية ويريدون إكماله قبل المستوى التالي.',
    },
  ],
  steps: [
    {
      heading: 'مكالمة تعارف',
      description: 'محادثة مجانية مدتها 30 دقيقة حول ما تريد تغييره وما تأمل أن تتعلّمه.',
    },
    {
      heading: 'خطتك التدريبية',
      description: 'خلال أسبوع تتسلّم خطة مكتوبة تتضمن الموضوعات وعدد الجلسات والجدول الزمني والرسوم.',
    },
    {
      heading: 'جلسات فردية',
      description: 'تلتقي ميسّرك في الاستوديو الخاص بنا أو عبر الإنترنت، مع مهام تطبيقية بين الجلسات.',
    },
    {
      heading: 'المراجعة والشهادة',
      description: 'يُراجَع تقدّمك في منتصف الطريق وفي النهاية، وإذا غطّت خطتك مستوى كاملاً، تحصل على شهادته.',
    },
  ],
  formats: [
    {
      heading: 'حضورياً',
      description: 'جلسات خاصة في الاستوديو الخاص بنا في دبي، على فترات من ساعتين أو ثلاث ساعات.',
    },
    {
      heading: 'عبر الإنترنت',
      description: 'جلسات فيديو مباشرة مع تسجيلات يمكنك إعادة مشاهدتها للتدرّب.',
    },
    {
      heading: 'مكثّف',
      description: 'من يومين إلى خمسة أيام متتالية لزوّار الإمارات أو لمن يحبّون الانغماس الكامل في التجربة.',
    },
  ],
  questions: [
    {
      question: 'كم يستغرق التدريب المخصّص؟',
      answer: 'تمتد معظم الخطط بين أربع جلسات واثنتي عشرة جلسة، وتحدّد خطتك العدد الدقيق قبل أن تبدأ.',
    },
    {
      question: 'هل أحصل على شهادة؟',
      answer:
        'نعم، عندما تغطي خطتك المحتوى الكامل لأحد المستويات الجماعية. أما الخطط الأقصر فتُختتم بشهادة حضور.',
    },
    {
      question: 'هل يمكن لشركة أن تحجزه لأحد موظفيها أو لفريق عمل؟',
      answer: 'نعم. نصمّم خططاً للأفراد وللفرق الصغيرة، ويمكننا إصدار الفاتورة باسم الشركة مباشرةً.',
    },
    {
      question: INDIVIDUAL_COST_QUESTION,
      answer: individualCostAnswer(DAY),
    },
  ],
  callToAction: {
    heading: 'خطّط لتدريبك معنا',
    text: 'أخبرنا بما تودّ تحقيقه ومتى تكون متاحاً، وسنردّ عليك خلال يومَي عمل لترتيب مكالمة التعارف المجانية.',
  },
};
