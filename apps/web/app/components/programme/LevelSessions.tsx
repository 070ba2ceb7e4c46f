import { Text } from '@chakra-ui/react';
import { type Fee, LEVEL_PAGE_TEXT, type ProgrammeKey, formatFee } from '@academy/content';
import { useCalendarEvents } from '../calendar/use-calendar-events';
import { EnrolmentSummary } from './EnrolmentPanel';
import { WorkshopTable } from './WorkshopTable';
import { type WorkshopRow, upcomingSessions } from './level-sessions';

interface LevelProps {
  programme: ProgrammeKey;
  /** The level's English name as the programme lists it ('Level 2: Decode Your Behaviour'): a value. */
  level: string;
}

export type LevelSummaryProps = LevelProps & {
  /** The level as the page names it (pageLevel's title), what the enrolment modal is titled. */
  title: string;
  heading: string;
  subheading: string;
  fee: Fee;
};
export type LevelWorkshopsProps = LevelProps & { caption: string };

/** The level's sessions still to come, from the calendar the page is rendered from. */
function useLevelSessions({ programme, level }: LevelProps) {
  const { rows, today } = useCalendarEvents();
  return upcomingSessions(rows, programme, level, today);
}

/** The side card's summary with the level's fee and its next session from the calendar. */
export function LevelEnrolmentSummary(props: LevelSummaryProps) {
  return <LevelEnrolmentSummaryView {...props} sessions={useLevelSessions(props)} />;
}

/** The Upcoming Workshop table of the level: its calendar sessions still to come. */
export function LevelWorkshops(props: LevelWorkshopsProps) {
  return <LevelWorkshopsView caption={props.caption} sessions={useLevelSessions(props)} />;
}

export function LevelEnrolmentSummaryView(props: LevelSummaryProps & { sessions: readonly WorkshopRow[] }) {
  const [next] = props.sessions;
  return (
    <EnrolmentSummary
      heading={props.heading}
      subheading={props.subheading}
      target={{ programme: props.programme, title: props.title, level: props.level }}
      price={formatFee(props.fee)}
      nextSession={next?.date ?? LEVEL_PAGE_TEXT.noSession}
    />
  );
}

export function LevelWorkshopsView({
  caption,
  sessions,
}: {
  caption: string;
  sessions: readonly WorkshopRow[];
}) {
  if (sessions.length === 0) {
    return <Text color="gray.700">{LEVEL_PAGE_TEXT.nextSessionLine(LEVEL_PAGE_TEXT.noSession)}</Text>;
  }
  return <WorkshopTable rows={sessions} caption={caption} />;
}
