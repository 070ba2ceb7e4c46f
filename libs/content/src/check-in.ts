import { ADMIN_ALL_EVENTS_PATH } from './admin';

/** The door's screen of one calendar event (issue 28 §1). */
export const adminCheckInPath = (eventId: string) =>
  `${ADMIN_ALL_EVENTS_PATH}/${encodeURIComponent(eventId)}/check-in`;

/** The words of the check-in screen, the attendee list's check-in columns and the private page's code. */
export const ADMIN_CHECK_IN = {
  title: (eventName: string) => `Check-in: ${eventName}`,
  pageDescription: 'Check registrants in at the door.',
  /** The attendees screen's link to the door. */
  openCheckIn: 'Check-in at the door',
  backToAttendees: 'Attendees',
  loading: 'Loading the attendees...',
  failure: 'Failed to fetch the attendees',
  notFound: 'Event not found',
  day: 'Day',
  dayOption: (n: number, label: string) => `Day ${n}: ${label}`,
  count: (checkedIn: number, total: number) => `${checkedIn} of ${total} checked in`,
  search: 'Search by name or reference',
  noMatch: 'No attendee matches the search',
  empty: 'No registrations for this event yet',
  checkIn: 'Check in',
  checkInName: (name: string) => `Check in ${name}`,
  checkedIn: (time: string) => `Checked in ${time}`,
  undo: 'Undo',
  undoName: (name: string) => `Undo the check-in of ${name}`,
  letIn: 'Let them in anyway',
  cancelledBadge: 'Cancelled',
  unpaidBadge: 'Unpaid',
  completedBadge: 'Completed',
  scan: 'Scan a QR code',
  stopScan: 'Stop scanning',
  cameraLabel: 'Camera view of the QR code',
  noCamera: 'The camera could not start here: type the code instead',
  codeLabel: 'Check-in code',
  codeHint: 'The code under the QR code, or what a scanner typed',
  submitCode: 'Check in',
  waiting: (count: number) => `${count} waiting to send`,
  waitingBadge: 'Waiting to send',
  offline: 'Offline: check-ins are kept on this phone and sent when the connection returns',
  savedOffline: 'Kept on this phone, waiting to send',
  codeOffline: 'Kept on this phone: it is checked when the connection returns',
  sendFailed: (name: string, message: string) => `Not sent for ${name}: ${message}`,
} as const;

/** The check-in columns of an event's attendee list. */
export const ATTENDANCE_COLUMNS = {
  checkIns: 'Check-in',
  completion: 'Completed',
  /** One day of the event: 'Day 2 09:12', or 'Day 2 –' when not checked in. */
  day: (n: number, time: string | null) => `Day ${n} ${time ?? '–'}`,
  byStaff: 'By hand',
  byAttendance: 'Every day',
} as const;

/** The private page's check-in code. */
export const MY_CHECK_IN = {
  heading: 'Your check-in code',
  intro: 'Show this QR code at the door on each day of your course.',
  codeLabel: 'Code',
  qrAlt: 'QR code for check-in',
} as const;

/** The attendance part of staff's registration details: the days checked in and completion by hand. */
export const ADMIN_COMPLETION = {
  title: 'Attendance',
  notCheckedIn: 'Not checked in yet',
  checkIn: (day: string, time: string, by: string) => `${day}: checked in at ${time} by ${by}`,
  completedByAttendance: 'Completed: attended every day',
  completedByStaff: (by: string | null, reason: string | null) =>
    `Completed by hand${by ? ` (${by})` : ''}${reason ? `: ${reason}` : ''}`,
  notCompleted: 'Not completed',
  reason: 'Why completed (kept in the history)',
  reasonHint: 'e.g. Missed the afternoon of day 2, caught up with the trainer',
  mark: 'Mark completed',
  unmark: 'Remove completion by hand',
  marked: 'Marked completed.',
  unmarked: 'Completion by hand removed; attendance decides again.',
} as const;
