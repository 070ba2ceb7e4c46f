import type { MouseEvent } from 'react';
import { Button } from '@chakra-ui/react';
import { PROGRAMME_CARD_TEXT } from '@academy/content';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EARLY_ACTION } from '../../early-actions';
import { islandAttributes } from '../island/island-attributes';
import { type LevelToEnrol, browserStorage, enrolInLevel, logToConsole } from './enrol-in-level';

interface EnrolNowLinkProps {
  /** The card as the page shows it. */
  card: LevelToEnrol;
  /**
   * The programme's cards in English ('@academy/content/en'): the title stored is a value the enrolment
   * form matches with its English level names, whatever the site's language.
   */
  cards: readonly LevelToEnrol[];
  levelPath: (id: number) => string;
}

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A card's 'Enroll Now': a real link to the level page (it works before hydration and in a new tab), whose
 * plain click first stores the chosen level's English title. On a page that ships no React it is an island
 * (islands/level-link.ts), which does the same.
 */
export function EnrolNowLink({ card, cards, levelPath }: EnrolNowLinkProps) {
  const navigate = useNavigate();
  const stored = cards.find((candidate) => candidate.id === card.id) ?? card;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    enrolInLevel(card.id, cards, browserStorage, navigate, logToConsole, levelPath);
  };
  return (
    <Button asChild colorPalette="teal" size="lg" w={{ base: 'full', sm: 'auto' }}>
      <RouterLink
        to={levelPath(card.id)}
        onClick={onClick}
        aria-label={PROGRAMME_CARD_TEXT.enrolLabel(card.title)}
        {...EARLY_ACTION}
        {...islandAttributes<LevelToEnrol>('level-link', { id: stored.id, title: stored.title })}
      >
        {PROGRAMME_CARD_TEXT.enrol}
      </RouterLink>
    </Button>
  );
}
