import { useCallback, useEffect, useMemo, useState } from 'react';
import { type EnrolmentChoicesQuery, graphql } from '@academy/graphql-client';
import type { ProgrammeKey } from '@academy/content';
import { fetchGraphql } from '../../graphql/fetch-graphql';
import { type WorkshopChoice, nextIntakeChoice, workshopChoices } from './workshop-choices';

const EnrolmentChoicesDocument = graphql(`
  query EnrolmentChoices($programme: Programme!) {
    calendarEvents(programme: $programme, upcoming: true) {
      id
      name
      date
      endDate
      time
      location
      level
      price
      availability
      enrollable
      seatsLeft
    }
    programmeLevels {
      programme
      level
      fee {
        amount
        currency
      }
    }
  }
`);

/** loading: asking the API; ready: the upcoming events are listed; failed: only the next intake is. */
export type EnrolmentChoicesStatus = 'loading' | 'ready' | 'failed';

export interface EnrolmentChoices {
  choices: readonly WorkshopChoice[];
  status: EnrolmentChoicesStatus;
  /** Asks again, e.g. after the chosen event filled up meanwhile. */
  refresh: () => void;
}

/**
 * The workshops a level of a programme can be enrolled in: its upcoming calendar events of that level
 * and, always, the next available intake, so the visitor can enrol even while the list loads or when
 * it cannot be loaded.
 */
export function useEnrolmentChoices(
  programme: ProgrammeKey,
  levelName: string,
  claimedEventId?: string,
): EnrolmentChoices {
  // Asked with the browser's fetch, fresh each time (seats change from one minute to the next; a cached
  // list could offer a full event), so the form needs no Apollo until it sends.
  const [answer, setAnswer] = useState<EnrolmentChoicesQuery>();
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let current = true;
    fetchGraphql(EnrolmentChoicesDocument, { programme }).then(
      (data) => {
        if (!current) return;
        setAnswer(data);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [programme, asked]);
  const choices = useMemo(
    () =>
      answer
        ? workshopChoices(answer.calendarEvents, programme, levelName, claimedEventId, answer.programmeLevels)
        : [nextIntakeChoice(programme, levelName)],
    [answer, programme, levelName, claimedEventId],
  );
  const status: EnrolmentChoicesStatus = answer ? 'ready' : failed ? 'failed' : 'loading';
  // A failed refresh keeps the list it had; the server refuses a full event again if it is chosen.
  const refresh = useCallback(() => setAsked((times) => times + 1), []);
  return { choices, status, refresh };
}
