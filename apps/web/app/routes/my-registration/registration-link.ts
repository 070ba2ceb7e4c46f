/** The start of every private-link token; what follows is base64url. */
const TOKEN_PATTERN = /^rt_[A-Za-z0-9_-]{16,}$/;

/**
 * The token of a private link, read from the address's fragment ('#rt_…'), where the mail puts it so
 * that browsers never send it to the server or its logs. Undefined when the fragment holds no token
 * (a link copied without its end, or opened from somewhere else).
 */
export function readRegistrationToken(hash: string): string | undefined {
  let fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  fragment = fragment.trim();
  return TOKEN_PATTERN.test(fragment) ? fragment : undefined;
}
