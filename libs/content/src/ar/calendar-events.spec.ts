import * as en from '../calendar-events';
import { CALENDAR_EVENTS } from '../calendar-events';
import {
  dataLang,
  dataParts,
  eventPriceText,
  eventTimeText,
  eventTypeText,
  placeName,
} from './calendar-events';

describe("the Arabic site's event data", () => {
  it('shows times with ص/م words and Western digits', () => {
    expect(eventTimeText('10:00 AM - 5:00 PM')).toBe('10:00 صباحاً - 5:00 مساءً');
    expect(eventTimeText('9:00 am to 6:00 p.m. (UAE time)')).toBe(
      '9:00 صباحاً إلى 6:00 مساءً (بتوقيت الإمارات)',
    );
    for (const event of CALENDAR_EVENTS) expect(eventTimeText(event.time)).not.toMatch(/[A-Za-z]/);
  });

  it('names the known places in Arabic part by part and keeps an unknown part as typed', () => {
    expect(placeName('Dubai, Al Barsha')).toBe('دبي، البرشا');
    expect(placeName('Dubai - Al Barsha')).toBe('دبي - البرشا');
    expect(placeName('Online (Zoom)')).toBe('عبر الإنترنت (زووم)');
    expect(placeName('Conscious Living Studio, Jumeirah Lake Towers')).toBe(
      'Conscious Living Studio، أبراج بحيرات جميرا',
    );
    // The seed events' venues that are names of their own stay as typed.
    const venues = /Conscious Living Studio|Still Waters Therapy Rooms/g;
    for (const event of CALENDAR_EVENTS)
      expect(placeName(event.location).replace(venues, '')).not.toMatch(/[A-Za-z]/);
  });

  it('marks Latin-script data as English, part by part', () => {
    expect(dataLang('Elena Novak')).toBe('en');
    expect(dataLang('دبي')).toBeUndefined();
    expect(dataLang('Conscious Living Studio، دبي')).toBeUndefined();
    expect(dataParts('Conscious Living Studio، دبي')).toEqual(['Conscious Living Studio', '، ', 'دبي']);
  });

  it('names the kinds of events and the fees in Arabic', () => {
    expect(eventTypeText('Workshop')).toBe('ورشة عمل');
    expect(eventTypeText('Retreat')).toBe('Retreat');
    expect(eventPriceText('AED 1,200')).toBe('1,200 درهم');
    expect(eventPriceText('Free')).toBe('مجاناً');
  });

  it('leaves the English site as typed', () => {
    expect(en.eventTimeText('10:00 AM - 5:00 PM')).toBe('10:00 AM - 5:00 PM');
    expect(en.placeName('Dubai, Al Barsha')).toBe('Dubai, Al Barsha');
    expect(en.dataLang('Elena Novak')).toBeUndefined();
    expect(en.dataParts('Dubai, Al Barsha')).toEqual(['Dubai, Al Barsha']);
    expect(en.eventTypeText('Workshop')).toBe('Workshop');
    expect(en.eventPriceText('AED 1,200')).toBe('AED 1,200');
  });
});
