/** The start of every private-link token; what follows is base64url. */
const TOKEN_PATTERN = /^rt_[A-Za-z0-9_-]{16,}$/;

/** The token of the link sent to a new e-mail address to confirm it. */
const EMAIL_CONFIRMATION_PATTERN = /^ec_[A-Za-z0-9_-]{16,}$/;

/**
 * The token of a private link, read from the address's fragment ('#rt_…'), where the mail puts it so
 * that browsers never send it to the server or its logs. Undefined when the fragment holds no token
 * (a link copied without its end, or opened from somewhere else).
 */
export function readRegistrationToken(hash: string): string | undefined {
  const fragment = readFragment(hash);
  return fragment && TOKEN_PATTERN.test(fragment) ? fragment : undefined;
}

/** The token of a link that confirms a new e-mail address ('#ec_…'), or undefined. */
export function readEmailConfirmationToken(hash: string): string | undefined {
  const fragment = readFragment(hash);
  return fragment && EMAIL_CONFIRMATION_PATTERN.test(fragment) ? fragment : undefined;
}

function readFragment(hash: string): string | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(fragment).trim();
  } catch {
    return undefined;
  }
}
