import { ADMIN_CSV_EXPORT } from './admin';
import { ADMIN_BULK } from './admin-bulk';

describe('admin counts', () => {
  it('agree in number with what they count', () => {
    expect(ADMIN_CSV_EXPORT.done(1, 'a.csv')).toBe('a.csv downloaded (1 row).');
    expect(ADMIN_CSV_EXPORT.done(2, 'a.csv')).toBe('a.csv downloaded (2 rows).');
    expect(ADMIN_BULK.selected(1)).toBe('1 selected');
  });
});
