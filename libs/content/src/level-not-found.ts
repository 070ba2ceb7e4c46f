/**
 * SPEC.md 2.8: what the address of a Decode level that does not exist shows (and its page title). A module
 * of its own: the not-found page shows it too, for an unknown level's address, and carries nothing else.
 */
export const LEVEL_NOT_FOUND = {
  title: 'Level Not Found',
  text: 'The requested level does not exist.',
} as const;
