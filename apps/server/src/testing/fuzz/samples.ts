/** The staff account the fuzz signs in to. */
export const FUZZ_ADMIN = { email: 'fuzz.staff@example.com', password: 'a test password, long enough' };

/**
 * What generated sign-ins send: the right account with a wrong password. A check costs argon2's 50 ms
 * by design; after the throttle's 20 failures per address, further attempts are refused before any
 * check, so a thousand of them stay quick. The right password goes first, among the examples.
 */
export const LOGIN_ATTEMPT = { email: FUZZ_ADMIN.email, password: 'not the password', rememberMe: true };

/** An overlong e-mail: its throttle key once overflowed MariaDB's column (500). */
export const OVERLONG_EMAIL = `${'x'.repeat(250)}@example.com`;
