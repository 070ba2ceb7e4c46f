import { Text } from '@chakra-ui/react';
import { type Fee, type ProgrammeKey, formatFee } from '@academy/content';
import { useCalendarEvents } from '../calendar/use-calendar-events';
import { EnrolmentSummary } from './EnrolmentPanel';
import { WorkshopTable } from './WorkshopTable';
import { upcomingSessions } from './level-sessions';

/** Said where a level has no session in the calendar yet. */
export const NO_SESSION = 'To be announced';

interface LevelProps {
  programme: ProgrammeKey;
  /** The level's name as the programme lists it ('Level 2: Decode Your Behaviour'). */
  level: string;
}

/** The level's sessions from the calendar: as published when the page was built, then live. */
function useLevelSessions({ programme, level }: LevelProps) {
  const { rows, today } = useCalendarEvents();
  return upcomingSessions(rows, programme, level, today);
}

/** The side card's summary with the level's fee and its next session from the calendar. */
export function LevelEnrolmentSummary(props: LevelProps & { heading: string; subheading: string; fee: Fee }) {
  const [next] = useLevelSessions(props);
  return (
    <EnrolmentSummary
      heading={props.heading}
      subheading={props.subheading}
      target={{ programme: props.programme, title: props.level, level: props.level }}
      price={formatFee(props.fee)}
      nextSession={next?.date ?? NO_SESSION}
    />
  );
}

/** The Upcoming Workshop table of the level: its calendar sessions still to come. */
export function LevelWorkshops(props: LevelProps & { caption: string }) {
  const sessions = useLevelSessions(props);
  if (sessions.length === 0) {
    return <Text color="gray.700">{`Next session: ${NO_SESSION}.`}</Text>;
  }
  return <WorkshopTable rows={sessions} caption={props.caption} />;
}
