/**
 * The name of the zone a session's time slots are read in, on the session's day ('Gulf Standard
 * Time', 'Eastern Standard Time'), so a family abroad knows which clock the slots follow.
 */
export function timeZoneName(timeZone: string, isoDate: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(
      new Date(`${isoDate}T12:00:00Z`),
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    // An unknown zone or date: the zone's own id still says where.
    return timeZone;
  }
}
