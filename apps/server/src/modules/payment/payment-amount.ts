export { formatMinorUnits as formatAmount } from '@academy/content';
