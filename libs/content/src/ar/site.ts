/**
 * The content of the Arabic site (issue 30): everything of the English index, with each text object
 * replaced by its Arabic twin. The web's Arabic build resolves '@academy/content' here, so a screen
 * shows Arabic without knowing it, and the English build ships no byte of it. A named export shadows the
 * star export of the same name.
 *
 * Kept English on purpose: the values the server and the calendar name levels and programmes by
 * (PROGRAMME_LEVELS, ALL_LEVELS, NEXT_AVAILABLE_INTAKE), the country list behind COUNTRIES, and
 * HHME_EVENT's dates.
 */
import type { Locale } from '../locale';

export * from '../index';
export const SITE_LOCALE: Locale = 'ar';
export { VISION, MISSION, DIRECTOR_ROLES, DIRECTORS, AFFILIATIONS } from './about';
export { ADD_TO_CALENDAR, REFERENCE_CODE_LABEL, REFERENCE_CODE_NOTE } from './add-to-calendar';
export {
  EVENT_CALENDAR_PAGE,
  AVAILABILITY_LABEL,
  seatsLeftLabel,
  formatEventDate,
  formatEventDays,
} from './calendar-events';
export { durationLabel, durationText, cardFeeText } from './catalogue';
export { CERTIFICATE_CHECK } from './certificates';
export { COUNTRIES, countryName } from './countries';
export { DECODE_LEAD_INSTRUCTOR, DECODE_LEVEL_CARDS, DECODE_LEVELS } from './decode';
export { ENROLMENT_LOADING_TEXT } from './enrolment-loading';
export { ENROLMENT_TEXT } from './enrolment';
export { offerEndDay, feeText, owedFeeText } from './event-fee';
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
export { FORM_CLOSE_TEXT, DRAFT_RESTORED_TEXT, PHONE_HINT } from './forms';
export {
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
export { termFacts, HIDDEN_COLOURS } from './hidden-colours';
export {
  ICH_PROGRAMME_NAME,
  ICH_FACILITATOR,
  ICH_LEVEL_CARDS,
  ICH_LEVELS,
  ICH_FACILITATOR_BANNER,
} from './ich';
export { INDIVIDUAL_COST_QUESTION, individualCostAnswer, INDIVIDUAL_TRAINING } from './individual';
export { LEARNER_PATH, PREREQUISITE_TEXT } from './learner-path';
export { LOST_LINK } from './lost-link';
export { MY_REGISTRATION } from './my-registration';
export {
  SCHEDULE_LINK,
  SIDE_MENU,
  FOOTER_LINK_COLUMNS,
  sideMenuOn,
  footerLinksOn,
  LAYOUT_TEXT,
} from './navigation';
export { PRACTICE_BLURB, UAE_PRACTICES } from './practices';
export { PRIVACY_POLICY } from './privacy-policy';
/**
 * The levels' Arabic names under another name: PROGRAMME_LEVELS stays English (the values a registration
 * stores), and the server shows a stored level in Arabic by its place in the programme's list (mails and
 * certificates of an Arabic registration).
 */
export { PROGRAMME_LEVELS as PROGRAMME_LEVEL_NAMES } from './programme-levels';
export { PROGRAMMES } from './programmes';
export { PROVIDER } from './provider';
export { WHAT_TO_BRING, FAMILY_SESSION_BRING } from './reminders';
export { formatHeldUntil, formatUaeMoment, seatHeldUntil, WAITING_LIST } from './seat-hold';
export { TASSO_INTRO, TASSO_MODULES } from './tasso';
export { HOME_TESTIMONIALS, DECODE_TESTIMONIALS } from './testimonials';
export { PROGRAMME_LINKS, TRAINERS } from './trainers';
export { LEVEL_VIDEO_LENGTH } from './videos';
