import type * as en from '../hidden-colours-page';
import type { Translated } from '../locale';
import { HIDDEN_COLOURS } from './hidden-colours';
import { PROVIDER } from './provider';

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
