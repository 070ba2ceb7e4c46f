import type { Translated } from '../locale';
import type * as en from '../my-registration-panels';

/** The panels of the registrant's private page, in Arabic. */
export const MY_REGISTRATION_PANELS: Translated<typeof en.MY_REGISTRATION_PANELS> = {
  retry: 'إعادة المحاولة',
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
  },
  cancel: {
    title: 'إلغاء تسجيلك',
    start: 'ألغِ تسجيلي',
    confirm: 'نعم، ألغِ تسجيلي',
    cancelling: 'جارٍ الإلغاء…',
    keep: 'أبقِ على تسجيلي',
  },
  payment: {
    payForPlace: 'ادفع رسوم مقعدك',
    newTab: ' (يُفتح في علامة تبويب جديدة)',
  },
};
