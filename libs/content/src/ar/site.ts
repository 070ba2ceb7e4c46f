// Written by libs/content/scripts/write-arabic-site.mjs; do not edit by hand.
/**
 * The content of the Arabic site (issue 30): everything of the English index, with each text object
 * replaced by its Arabic twin. The web's Arabic build resolves '@academy/content' here, so a screen
 * shows Arabic without knowing it, and the English build ships no byte of it. A named export shadows the
 * star export of the same name.
 *
 * Kept English on purpose: the values the server and the calendar name levels and programmes by
 * (PROGRAMME_LEVELS, ALL_LEVELS, NEXT_AVAILABLE_INTAKE), and the country list behind COUNTRIES.
 */
import type { Locale } from '../locale';

export * from '../index';
export const SITE_LOCALE: Locale = 'ar';
export { VISION, MISSION, DIRECTOR_ROLES, DIRECTORS, AFFILIATIONS, ABOUT_PAGE } from './about';
export { ADD_TO_CALENDAR, REFERENCE_CODE_LABEL, REFERENCE_CODE_NOTE } from './add-to-calendar';
export {
  EVENT_CALENDAR_PAGE,
  AVAILABILITY_LABEL,
  seatsLeftLabel,
  formatEventDate,
  formatEventDays,
  EVENT_TYPE_LABEL,
  eventTypeText,
  eventTimeText,
  placeName,
  dataLang,
  dataParts,
  eventPriceText,
} from './calendar-events';
export { durationLabel, durationText, cardFeeText } from './catalogue';
export { CERTIFICATE_CHECK } from './certificates';
export { CONTACT_FORM_TEXT } from './contact-form';
export { CONTACT_PAGE } from './contact';
export { COUNTRIES, countryName } from './countries';
export { DECODE_PAGE_TEXT, DECODE_LEVEL_PAGE_TEXT } from './decode-page';
export { DECODE_LEAD_INSTRUCTOR, DECODE_LEVEL_CARDS, DECODE_LEVELS, findDecodeLevel } from './decode';
export { ENROLMENT_FORM_TEXT } from './enrolment-form';
export { ENROLMENT_LOADING_TEXT } from './enrolment-loading';
export { ENROLMENT_TEXT } from './enrolment';
export { EVENT_CALENDAR_META } from './event-calendar-page';
export { EVENT_CALENDAR_TABLE_TEXT } from './event-calendar-table';
export { offerEndDay, feeText, owedFeeText } from './event-fee';
export { FAMILY_BOOKING_TEXT, FAMILY_SESSION_CARD_TEXT } from './family-booking';
export { FAMILY_CONSTELLATION_PAGE, FAMILY_PROGRAMMES_TABLE_TEXT } from './family-constellation-page';
export {
  FAMILY_CONSTELLATION_HERO,
  FAMILY_CONSTELLATION_ABOUT,
  FAMILY_CONSTELLATION_STEPS,
  FAMILY_CONSTELLATION_EXPECTATIONS,
  programmeRow,
  FAMILY_SESSIONS_TEXT,
  FAMILY_CONSTELLATION_PROGRAMMES,
} from './family-constellation';
export { HOME_FAQ, DECODE_FAQ } from './faq';
export { formatFee, formatMinorUnits } from './fees';
export { FORM_FOOTER_TEXT } from './form-footer';
export { FORM_CLOSE_TEXT, DRAFT_RESTORED_TEXT, PHONE_HINT, FORM_MESSAGES } from './forms';
export { HHME_PAGE } from './hhme-page';
export {
  HHME_EVENT,
  HHME_HERO,
  HHME_INTRO,
  HHME_VISION_MISSION,
  HHME_TEAM,
  quotedTerms,
  hhmeProgrammes,
  HHME_PROGRAMMES,
  HHME_ACCREDITATIONS,
  HHME_DAY_SCHEDULE,
  HHME_PAST,
  HHME_MEET_US,
} from './hhme';
export { HIDDEN_COLOURS_PAGE } from './hidden-colours-page';
export { termFacts, HIDDEN_COLOURS } from './hidden-colours';
export { HOME_PAGE } from './home';
export { ICH_LEVEL_PAGE_TEXT, ICH_PAGE_TEXT } from './ich-page';
export {
  ICH_PROGRAMME_NAME,
  ICH_FACILITATOR,
  ICH_LEVEL_CARDS,
  ICH_LEVELS,
  ICH_FACILITATOR_BANNER,
} from './ich';
export { INDIVIDUAL_PAGE } from './individual-page';
export { INDIVIDUAL_COST_QUESTION, individualCostAnswer, INDIVIDUAL_TRAINING } from './individual';
export { LEARNER_PATH, PREREQUISITE_TEXT } from './learner-path';
export { LEVEL_NOT_FOUND } from './level-not-found';
export { LEVEL_PAGE_TEXT, PROGRAMME_CARD_TEXT } from './level-page';
export { LOST_LINK } from './lost-link';
export { MEDIA_TEXT } from './media';
export { MY_REGISTRATION_PANELS } from './my-registration-panels';
export { MY_REGISTRATION } from './my-registration';
export {
  SCHEDULE_LINK,
  SIDE_MENU,
  FOOTER_LINK_COLUMNS,
  sideMenuOn,
  footerLinksOn,
  SITE_FRAME_TEXT,
} from './navigation';
export { NOT_FOUND_PAGE } from './not-found';
export { PRACTICE_BLURB, UAE_PRACTICES, PRACTICE_CONTACT_TEXT } from './practices';
export { PRIVACY_POLICY, PRIVACY_POLICY_PAGE } from './privacy-policy';
export { levelLabel } from './programme-levels';
export { PROGRAMMES } from './programmes';
export { PROVIDER } from './provider';
export { WHAT_TO_BRING, FAMILY_SESSION_BRING } from './reminders';
export { formatHeldUntil, formatUaeMoment, seatHeldUntil, WAITING_LIST } from './seat-hold';
export { TASSO_PAGE_TEXT } from './tasso-page';
export { TASSO_INTRO, TASSO_MODULES } from './tasso';
export { HOME_TESTIMONIALS, DECODE_TESTIMONIALS } from './testimonials';
export { PROGRAMME_LINKS, TRAINERS, TRAINERS_PAGE } from './trainers';
export { LEVEL_VIDEO_LENGTH } from './videos';
