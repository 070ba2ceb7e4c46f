/** A clock the services read instead of `new Date()`, so tests can stand on any day. */
export interface Clock {
  now(): Date;
}

/** The real time: what the server and the command-line scripts run on. */
export const SYSTEM_CLOCK: Clock = { now: () => new Date() };
