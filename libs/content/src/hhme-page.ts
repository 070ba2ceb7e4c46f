import { HHME_EVENT } from './hhme';
import { PROVIDER } from './provider';

/* The /hhme page's own words, apart from hhme.ts, whose event facts every page's menu reads. */

/** The /hhme page's own words around its blocks: its search snippet, labels and the headings its blocks lack. */
export const HHME_PAGE = {
  meta: {
    title: HHME_EVENT.name,
    description: `${PROVIDER.name} is the ${HHME_EVENT.partnerRole} of HHME 2025, ${HHME_EVENT.date} at ${HHME_EVENT.venue}: our sessions, signature programmes and where to meet us.`,
  },
  /** The hero's name for a screen reader, which lists the page's regions. */
  heroLabel: `${HHME_EVENT.name} hero`,
  vision: 'Vision',
  mission: 'Mission',
  /** Over the day's schedule, beside Where to Meet Us. */
  schedule: 'Our sessions on the day',
  programmes: {
    heading: 'Our Signature Programs',
    lead: 'Join us at the stand to try a short session from each programme and to reserve a place at the expo rate.',
    duration: 'Duration',
    fee: 'Fee',
  },
  accreditations: {
    heading: 'Accreditations',
    lead: 'The four programmes follow the training, ethics and supervision standards of these professional bodies.',
    sealAlt: (body: string) => `${body} accreditation seal`,
  },
} as const;
