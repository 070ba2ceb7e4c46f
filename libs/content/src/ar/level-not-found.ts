import type * as en from '../level-not-found';
import type { Translated } from '../locale';

/** What the address of a Decode level that does not exist shows, in Arabic. */
export const LEVEL_NOT_FOUND: Translated<typeof en.LEVEL_NOT_FOUND> = {
  title: 'المستوى غير موجود',
  text: 'المستوى المطلوب غير موجود.',
};
