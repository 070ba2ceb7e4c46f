/** The localStorage key the chosen level title is kept under (SPEC.md 2.7, 2.10); the enrolment form reads it. */
export const LEVEL_STORAGE_KEY = 'level';

// Read storage only when clicked: merely touching window.localStorage throws where storage is blocked.
export const browserStorage = {
  setItem: (key: string, value: string) => window.localStorage.setItem(key, value),
};

// SPEC.md 8 asks for exactly this console message on an unknown level.
// eslint-disable-next-line no-console
export const logToConsole = (message: string) => console.log(message);

export interface LevelToEnrol {
  id: number;
  /** The card's title; the one stored is the English card's (a value the enrolment form matches). */
  title: string;
}

/** Decode level cards lead to the level's own page. */
export const decodeLevelPath = (id: number) => `/level/${id}`;

/** Awaken the Limitless Human cards lead to the level details page, which holds the enrolment form. */
export const ichLevelPath = (id: number) => `/ich/levels?level=${id}`;

/**
 * 'Enroll Now' on a level card: remember the level's title, then open the level's page. An id that
 * names no card changes nothing and only logs 'Level not found' (SPEC.md 2.7, 8).
 */
export function enrolInLevel(
  id: number,
  cards: readonly LevelToEnrol[],
  storage: Pick<Storage, 'setItem'>,
  navigate: (to: string) => void,
  log: (message: string) => void,
  levelPath: (id: number) => string = decodeLevelPath,
): void {
  const card = cards.find((candidate) => candidate.id === id);
  if (!card) {
    log('Level not found');
    return;
  }
  try {
    storage.setItem(LEVEL_STORAGE_KEY, card.title);
  } catch {
    // Storage can be switched off or full; the visitor still reaches the level and can name it in the form.
  }
  navigate(levelPath(card.id));
}
