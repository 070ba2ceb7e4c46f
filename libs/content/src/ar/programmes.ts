import type { Translated } from '../locale';
import * as en from '../programmes';

/** The programmes' names in Arabic (the calendar, a registration summary); keys and pages as in English. */
export const PROGRAMMES: Translated<typeof en.PROGRAMMES> = {
  DECODE: { key: en.PROGRAMMES.DECODE.key, name: 'Decode', pagePath: en.PROGRAMMES.DECODE.pagePath },
  AWAKEN: {
    key: en.PROGRAMMES.AWAKEN.key,
    name: 'أيقظ الإنسان اللامحدود',
    pagePath: en.PROGRAMMES.AWAKEN.pagePath,
  },
  TASSO: {
    key: en.PROGRAMMES.TASSO.key,
    name: 'الارتداد ما وراء الشخصي (TASSO)',
    pagePath: en.PROGRAMMES.TASSO.pagePath,
  },
  FAMILY_CONSTELLATION: {
    key: en.PROGRAMMES.FAMILY_CONSTELLATION.key,
    name: 'الأبراج العائلية',
    pagePath: en.PROGRAMMES.FAMILY_CONSTELLATION.pagePath,
  },
  HIDDEN_COLOURS: {
    key: en.PROGRAMMES.HIDDEN_COLOURS.key,
    name: 'الألوان الخفية',
    pagePath: en.PROGRAMMES.HIDDEN_COLOURS.pagePath,
  },
  INDIVIDUAL: {
    key: en.PROGRAMMES.INDIVIDUAL.key,
    name: 'التدريب الفردي المخصّص',
    pagePath: en.PROGRAMMES.INDIVIDUAL.pagePath,
  },
  HHME: {
    key: en.PROGRAMMES.HHME.key,
    name: 'معرض HHME للصحة الشمولية',
    pagePath: en.PROGRAMMES.HHME.pagePath,
  },
  GENERAL: {
    key: en.PROGRAMMES.GENERAL.key,
    name: 'محاضرات مفتوحة',
    pagePath: en.PROGRAMMES.GENERAL.pagePath,
  },
};

/** The workshop choice "this programme, whenever it next runs", as an Arabic visitor reads it. */
export const NEXT_AVAILABLE_INTAKE: Translated<typeof en.NEXT_AVAILABLE_INTAKE> = 'أقرب دفعة متاحة';
