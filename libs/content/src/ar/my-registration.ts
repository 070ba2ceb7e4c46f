import type { Translated } from '../locale';
import * as en from '../my-registration';
import { PROVIDER } from '../provider';

/** A day as the registrant reads it in Arabic, in the provider's time zone: '1 ديسمبر 2026' (Western digits). */
const formatSentOn = (at: Date | string) =>
  new Intl.DateTimeFormat('ar-AE-u-nu-latn', {
    timeZone: PROVIDER.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(at));

/** The registrant's private page in Arabic (/ar/my-registration/{id}). */
export const MY_REGISTRATION: Translated<typeof en.MY_REGISTRATION> = {
  title: 'تسجيلك',
  description: 'تسجيلك: حالته وبياناتك وصورك.',
  intro:
    'هذه الصفحة خاصة بك وحدك. يستطيع كل من يملك رابطها الاطلاع على تسجيلك وتعديله، لذا نرجو ألا تشارك الرابط مع أحد.',
  loading: 'جارٍ تحميل تسجيلك…',
  incompleteLink: 'هذا الرابط غير مكتمل: افتح الرابط الوارد في رسالة التأكيد مرة أخرى.',
  notFoundAdvice:
    'يُرجى فتح الرابط الوارد في رسالة التأكيد مرة أخرى، فالرابط المنسوخ يدوياً كثيراً ما يفقد جزءه الأخير. وإن ظل لا يعمل، راسلنا وسنساعدك.',
  replacedLink: (sentAt: Date | string) =>
    `لم يعد هذا الرابط يعمل: أرسلنا إليك رابطاً أحدث في ${formatSentOn(sentAt)}. يُرجى فتح الرابط الوارد في تلك الرسالة.`,
  replacedLinkAdvice: 'لا تجد تلك الرسالة؟ اطلب رابطك مرة أخرى وسنرسل إليك رابطاً جديداً.',
  loadFailed: 'تعذّر علينا تحميل تسجيلك. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  retry: 'إعادة المحاولة',
  pendingEmail: (email: string) =>
    `التغيير إلى ${email} بانتظار التأكيد: افتح الرابط الذي أرسلناه إلى ذلك العنوان لتأكيده`,
  emailConfirming: 'جارٍ تأكيد عنوان بريدك الإلكتروني الجديد…',
  emailConfirmedAdvice:
    'من الآن فصاعداً سنراسلك على هذا العنوان. للاطلاع على تسجيلك، افتح الرابط الخاص الوارد في رسالة التأكيد.',
  emailConfirmFailed:
    'تعذّر علينا تأكيد عنوان بريدك الإلكتروني الجديد. يُرجى التحقق من اتصالك وفتح الرابط مرة أخرى.',
  status: {
    PENDING: 'قيد الانتظار — بانتظار الدفع',
    PENDING_APPROVAL:
      'قيد الانتظار — نراجع المستوى الذي أتممته لدى جهة أخرى، ولا يُطلب الدفع قبل أن نوافق عليه',
    CONFIRMED: 'مؤكَّد',
    CANCELLED: 'ملغى',
    EXPIRED: 'منتهٍ — لم يُسدَّد ثمن المقعد في الوقت المحدد',
  },
  nextIntake: 'أقرب دفعة متاحة',
  nextIntakeNote: 'سنراسلك بالمواعيد والمكان فور تحديد موعد الدفعة التالية.',
  paymentNote: 'يُؤكَّد مقعدك فور استلامنا دفعتك.',
  course: {
    title: 'دورتك',
    status: 'الحالة',
    cancelledOn: (day: string) => `أُلغي في ${day}.`,
    programme: 'البرنامج',
    level: 'المستوى',
    event: 'الفعالية',
    dates: 'التواريخ',
    time: 'الوقت',
    venue: 'المكان',
  },
  details: {
    title: 'بياناتك',
    notGiven: 'غير مذكور',
    certificateName: 'الاسم على الشهادة',
    email: 'البريد الإلكتروني',
    mobile: 'الهاتف المتحرّك',
    telephone: 'الهاتف',
    dateOfBirth: 'تاريخ الميلاد',
    occupation: 'المهنة',
    currentAddress: 'العنوان الحالي',
    permanentAddress: 'العنوان الدائم',
    sameAddress: 'مطابق للعنوان الحالي',
  },
  photos: {
    title: 'صورك',
    noPhoto: 'لا توجد صورة بعد.',
    names: {
      idPhotofront: { title: 'صورة الهوية (الوجه الأمامي)', phrase: 'صورة الوجه الأمامي للهوية' },
      idphotoback: { title: 'صورة الهوية (الوجه الخلفي)', phrase: 'صورة الوجه الخلفي للهوية' },
      profileImage: { title: 'الصورة الشخصية', phrase: 'الصورة الشخصية' },
    },
    choose: (photo: string) => `اختر ${photo}`,
    replace: (photo: string) => `استبدل ${photo}`,
    upload: (photo: string) => `ارفع ${photo}`,
    uploading: (photo: string) => `جارٍ رفع ${photo}`,
    savedAlt: (photo: string) => `${photo} المحفوظة`,
    previewAlt: (photo: string) => `معاينة ${photo} التي اخترتها`,
    intro:
      'نحتاج إلى صورة لوجه وثيقة هويتك وأخرى لظهرها، وإلى صورة شخصية لشهادتك. تُقبل الصور بصيغة جيه بيج أو بي إن جي أو ويب بي، بحجم لا يتجاوز 5 ميغابايت لكل صورة.',
    none: 'لا توجد صور للهوية',
    saved: 'حُفظت الصورة.',
    notShown: 'تعذّر عرض الصورة المحفوظة. يُرجى إعادة تحميل الصفحة.',
    uploadFailed: 'تعذّر رفع الصورة. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    unsent: 'لم تُرفع بعدُ صورة اخترتها. هل تريد مغادرة الصفحة على أي حال؟',
  },
  cancel: {
    title: 'إلغاء تسجيلك',
    start: 'ألغِ تسجيلي',
    confirm: 'نعم، ألغِ تسجيلي',
    cancelling: 'جارٍ الإلغاء…',
    keep: 'أبقِ على تسجيلي',
    lead: 'إن لم يعد بإمكانك الحضور، ألغِ تسجيلك من هنا ليذهب مقعدك إلى شخص آخر.',
    question: 'هل أنت متأكد؟ سيُمنح مقعدك لشخص آخر، وإن رغبت في الالتحاق لاحقاً فعليك التسجيل من جديد.',
    failed: 'تعذّر إلغاء تسجيلك. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  },
  payment: {
    payForPlace: 'ادفع رسوم مقعدك',
    newTab: ' (يُفتح في علامة تبويب جديدة)',
    pay: (amount: string) => `ادفع ${amount}`,
    paying: 'جارٍ فتح صفحة الدفع…',
    note: 'تدفع عبر صفحة دفع آمنة، ويُؤكَّد مقعدك فور وصول الدفعة.',
    failed: 'تعذّر فتح صفحة الدفع. يُرجى المحاولة مرة أخرى بعد دقيقة.',
    returned: 'شكراً لك: نعمل الآن على تأكيد دفعتك، وستتحدّث هذه الصفحة خلال لحظات.',
    cancelled: 'لم تكتمل عملية الدفع. يمكنك الدفع متى كنت مستعداً.',
    received: 'استلمنا دفعتك، شكراً لك. مقعدك مؤكَّد.',
    paid: 'مدفوع',
    refunded: 'مُسترَد',
    label: 'الدفع',
  },
  contactLead: 'لديك سؤال، أو معلومة تحتاج إلى تصحيح؟ راسلنا على',
  contactEmail: en.MY_REGISTRATION.contactEmail,
};
