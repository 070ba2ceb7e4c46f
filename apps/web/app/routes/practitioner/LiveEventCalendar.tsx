import { startTransition, useEffect, useState } from 'react';
import { EventCalendarView } from './EventCalendar';
import { type CalendarState, latestCalendar, onCalendarSettled } from './live-calendar';

/**
 * The calendar of a page that ships no React, hydrated as an island (islands/event-calendar.tsx): it
 * starts from what the page showed when React took it over (`shown`, which it hydrates) and follows the
 * live rows the idle island receives.
 */
export function LiveEventCalendar({ shown }: { shown: CalendarState }) {
  const [calendar, setCalendar] = useState(shown);
  useEffect(() => {
    // The whole calendar may render again: in short slices, not one blocking task.
    const follow = () => {
      const latest = latestCalendar();
      if (latest) startTransition(() => setCalendar(latest));
    };
    follow();
    return onCalendarSettled(follow);
  }, []);
  return <EventCalendarView {...calendar} />;
}
