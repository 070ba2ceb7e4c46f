import type { Translated } from '../locale';
import type * as en from '../videos';

/** The length every level video reads (SPEC.md 9: '15 mins'). */
export const LEVEL_VIDEO_LENGTH: Translated<typeof en.LEVEL_VIDEO_LENGTH> = '15 دقيقة';
