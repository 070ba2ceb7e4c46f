import {
  ADMIN_REGISTRATION_DETAILS as TEXT,
  ADMIN_REGISTRATION_FIELDS as FIELD,
  PROGRAMMES,
} from '@academy/content';
import type { DetailItem } from '../details/DetailSection';
import { EmailLink, PhoneLink } from '../table/ContactLinks';
import { formatDateTime, formatDay } from '../list/format';
import type { RegistrationDetails } from './use-registration-details';

const yesNo = (value: boolean) => (value ? TEXT.yes : TEXT.no);

/** Staff read a registration's language in English. */
const LANGUAGE_NAMES_IN_ENGLISH = { EN: 'English', AR: 'Arabic' } as const;

/** A registration's fields in the four groups of SPEC.md 2.15's details modal. */
export function registrationSections(registration: RegistrationDetails) {
  const r = registration;
  const event = r.event
    ? `${r.event.name}, ${formatDay(r.event.date)}, ${r.event.time}, ${r.event.location}`
    : '';
  return [
    {
      title: TEXT.personal,
      items: [
        { label: FIELD.firstName, value: r.firstName },
        { label: FIELD.middleName, value: r.middleName },
        { label: FIELD.lastName, value: r.lastName },
        { label: FIELD.nameAsCertificate, value: r.nameAsCertificate },
        { label: FIELD.email, value: <EmailLink address={r.email} /> },
        { label: FIELD.mobileNo, value: <PhoneLink number={r.mobileNo} /> },
        { label: FIELD.TelNo, value: <PhoneLink number={r.TelNo} /> },
        { label: FIELD.dob, value: r.dob },
        { label: FIELD.occupation, value: r.occupation },
      ],
    },
    {
      title: TEXT.address,
      items: [
        { label: FIELD.currentAddress, value: r.currentAddress },
        { label: FIELD.permanenetAddress, value: r.permanenetAddress },
        { label: FIELD.isSameAddress, value: yesNo(r.isSameAddress) },
      ],
    },
    {
      title: TEXT.course,
      items: [
        { label: FIELD.referenceCode, value: r.referenceCode },
        { label: FIELD.programme, value: PROGRAMMES[r.programme]?.name ?? r.programme },
        { label: FIELD.levelName, value: r.levelName },
        { label: FIELD.city, value: r.city },
        { label: FIELD.event, value: event },
        { label: FIELD.venue, value: r.venue },
        { label: FIELD.timeslot, value: r.timeslot },
        { label: FIELD.courseDetailDate, value: r.courseDetailDate },
        { label: FIELD.courseDetailTime, value: r.courseDetailTime },
        { label: FIELD.courseDetailVenue, value: r.courseDetailVenue },
        { label: FIELD.paymentLink, value: r.paymentLink ?? '' },
        { label: FIELD.locale, value: LANGUAGE_NAMES_IN_ENGLISH[r.locale] },
      ],
    },
    {
      title: TEXT.additional,
      items: [
        { label: FIELD.createdAt, value: formatDateTime(r.createdAt) },
        ...(r.cancelledAt ? [{ label: FIELD.cancelledAt, value: formatDateTime(r.cancelledAt) }] : []),
        { label: FIELD.office, value: r.office ?? '' },
        { label: FIELD.hearAbout, value: r.hearAbout },
        { label: FIELD.communicationPreferences, value: yesNo(r.communicationPreferences) },
        { label: FIELD.termsandcondition, value: yesNo(r.termsandcondition) },
      ],
    },
  ] satisfies Array<{ title: string; items: DetailItem[] }>;
}
