import type * as en from '../family-booking';
import type { Translated } from '../locale';

/** The family booking form's own labels, in Arabic. */
export const FAMILY_BOOKING_TEXT: Translated<typeof en.FAMILY_BOOKING_TEXT> = {
  formLabel: 'نموذج حجز الجلسة العائلية',
  timeSlot: 'الفترة الزمنية',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  memberName: (member: number) => `اسم فرد العائلة ${member}`,
  removeMember: (member: number) => `إزالة فرد العائلة ${member}`,
  remove: 'إزالة',
  addMember: 'إضافة فرد',
  submit: 'إتمام التسجيل',
};

/** The family sessions list's words beside FAMILY_SESSIONS_TEXT, in Arabic. */
export const FAMILY_SESSION_CARD_TEXT: Translated<typeof en.FAMILY_SESSION_CARD_TEXT> = {
  seatsLeft: (left: number, seats: number) => `متبقٍّ ${left} من ${seats} مقاعد`,
  fullyBooked: 'اكتمل الحجز',
  retry: 'حاول مرة أخرى',
};
