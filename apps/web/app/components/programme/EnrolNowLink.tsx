import type { MouseEvent } from 'react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EARLY_ACTION } from '../../early-actions';
import { type EnrollableCard, enrollInLevel } from './enroll-in-level';

interface EnrolNowLinkProps {
  card: EnrollableCard;
  cards: readonly EnrollableCard[];
  levelPath: (id: number) => string;
}

// Read storage only when clicked: merely touching window.localStorage throws where storage is blocked.
const browserStorage = { setItem: (key: string, value: string) => window.localStorage.setItem(key, value) };

// SPEC.md 8 asks for exactly this console message on an unknown level.
// eslint-disable-next-line no-console
const logToConsole = (message: string) => console.log(message);

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A card's 'Enroll Now': a real link to the level page (it works before hydration and in a new tab), whose
 * plain click first stores the chosen level title.
 */
export function EnrolNowLink({ card, cards, levelPath }: EnrolNowLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    enrollInLevel(card.id, cards, browserStorage, navigate, logToConsole, levelPath);
  };
  return (
    <Button asChild colorPalette="teal" size="lg" w={{ base: 'full', sm: 'auto' }}>
      <RouterLink
        to={levelPath(card.id)}
        onClick={onClick}
        aria-label={`Enroll Now: ${card.title}`}
        {...EARLY_ACTION}
      >
        Enroll Now
      </RouterLink>
    </Button>
  );
}
