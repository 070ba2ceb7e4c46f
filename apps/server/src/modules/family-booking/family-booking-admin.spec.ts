import 'reflect-metadata';
import { sessionInputProblems } from './family-booking-admin.service';

const INPUT = {
  venue: 'Dubai, Jumeirah Lakes Towers',
  date: '2027-03-13',
  timeSlots: ['10:00 AM - 11:30 AM'],
  timeZone: 'Asia/Dubai',
  seats: 10,
  isOpen: true,
};

describe("a family session's date as staff enter it (issue 13 §1.7)", () => {
  it('says an empty date is required, and a date that is no day is not a real day', () => {
    expect(sessionInputProblems(INPUT)).toEqual([]);
    expect(sessionInputProblems({ ...INPUT, date: '' })).toEqual([
      { field: 'date', message: 'Date is required' },
    ]);
    expect(sessionInputProblems({ ...INPUT, date: '2027-02-30' })).toEqual([
      { field: 'date', message: 'Date must be a real day, YYYY-MM-DD' },
    ]);
  });
});
