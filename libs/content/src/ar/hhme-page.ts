import type * as en from '../hhme-page';
import type { Translated } from '../locale';
import { HHME_EVENT } from './hhme';
import { PROVIDER } from './provider';

/** The /hhme page's own words around its blocks, in Arabic. */
export const HHME_PAGE: Translated<typeof en.HHME_PAGE> = {
  meta: {
    title: HHME_EVENT.name,
    description: `${PROVIDER.name} هي ${HHME_EVENT.partnerRole} لمعرض HHME 2025، في ${HHME_EVENT.date} في ${HHME_EVENT.venue}: جلساتنا، وبرامجنا المميّزة، وأين تجدنا.`,
  },
  heroLabel: `الواجهة التعريفية لمعرض ${HHME_EVENT.name}`,
  vision: 'الرؤية',
  mission: 'الرسالة',
  schedule: 'جلساتنا خلال اليوم',
  programmes: {
    heading: 'برامجنا المميّزة',
    lead: 'زرنا في جناحنا لتجرّب جلسة قصيرة من كل برنامج، واحجز مقعدك بسعر المعرض.',
    duration: 'المدة',
    fee: 'الرسوم',
  },
  accreditations: {
    heading: 'الاعتمادات',
    lead: 'تلتزم البرامج الأربعة بمعايير التدريب والأخلاقيات والإشراف التي تضعها هذه الهيئات المهنية.',
    sealAlt: (body: string) => `ختم اعتماد ${body}`,
  },
};
