import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { PROVIDER } from '@academy/content';
import { isEmail } from '@academy/validation';

/** Where the data lives: the embedded SQLite file by default, MySQL/MariaDB when DATABASE_URL is set. */
export type DatabaseConfig = { type: 'sqlite'; file: string } | { type: 'mysql'; url: string };

const DEFAULT_MAIL_CLAIM_SECONDS = 120;

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  /** The built web app (react-router build output) that the server hands to browsers. */
  webBuildDir: string;
  /**
   * Where programme videos really live (the provider's CDN), without a trailing slash; unset, the
   * server plays its bundled sample clips instead.
   */
  videoBaseUrl?: string;
  /** The site's public address (no trailing slash), used for the links in mails. */
  publicUrl: string;
  mail: MailConfig;
  admin: AdminConfig;
  /** Shared session revocations and login-throttle counters for several instances; unset: the database. */
  redisUrl?: string;
  /** Uploaded files in an S3-compatible bucket (S3_BUCKET), shared by instances; unset: DATA_DIR/uploads. */
  s3?: S3Config;
  /** GraphiQL and integrators' tools read the schema through introspection; a setting turns it off. */
  graphqlIntrospection: boolean;
  /**
   * Express's 'trust proxy' (TRUST_PROXY): behind a load balancer, which hops to trust for the client's
   * address (login throttling is per address). Unset: the connection's own address.
   */
  trustProxy?: boolean | number | string;
  /**
   * Sites on other hosts whose pages may call the public REST paths (the original site's forms), as
   * origins such as https://www.example.com (CORS_ORIGINS, comma-separated). Unset: none.
   */
  corsOrigins: string[];
  submissionLimits: SubmissionLimits;
  /** How many photo uploads are read at once, and how slowly one may arrive (no variables: fixed). */
  uploads: UploadLimits;
  /** The least important log lines written (LOG_LEVEL): pino's fatal … trace, or silent. */
  logLevel: LogLevel;
  metrics: MetricsConfig;
  /**
   * Online payment per registration (Stripe Checkout and its signed webhooks), when STRIPE_SECRET_KEY
   * and STRIPE_WEBHOOK_SECRET are both set; null: the event's payment link, staff confirm by hand. An
   * unpaid seat's hold expires either way (seatHolds).
   */
  stripe: StripeConfig | null;
  seatHolds: SeatHoldConfig;
  /**
   * REMINDER_POLL_SECONDS: how often due reminders are looked for. They are due by the day, so every ten
   * minutes is on time; tests poll every second instead of waiting.
   */
  reminderPollMs: number;
  /**
   * BACKGROUND_WORK: whether this instance also sends the queued mails, ends lapsed seat holds and
   * claims, sends reminders and purges ended counts (the default), or only answers requests. With
   * several instances, at least one keeps it on; the others then spend their time on visitors.
   */
  backgroundWork: boolean;
}

export interface StripeConfig {
  secretKey: string;
  /** Verifies the signature of each webhook (whsec_…). */
  webhookSecret: string;
  /** STRIPE_API_BASE: another address for Stripe's API (a local stand-in in tests); unset: Stripe's own. */
  apiBase?: string;
}

/** How long seats wait for someone: an unpaid registration, a waiting-list claim. */
export interface SeatHoldConfig {
  /**
   * SEAT_HOLD_HOURS: an unpaid, unconfirmed seat of a priced event is held this long, unless the event
   * says otherwise, whether it is paid online or by the event's link (staff confirm it).
   */
  holdHours: number;
  /** CLAIM_HOURS: a waiting-list claim link holds its seat this long. */
  claimHours: number;
  /** SEAT_WORKER_POLL_SECONDS: how often expired holds and lapsed claims are looked for. */
  pollMs: number;
}

const SEAT_HOLD_VARIABLES = {
  holdHours: ['SEAT_HOLD_HOURS', 48],
  claimHours: ['CLAIM_HOURS', 24],
  pollSeconds: ['SEAT_WORKER_POLL_SECONDS', 60],
  reminderPollSeconds: ['REMINDER_POLL_SECONDS', 600],
} as const;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Who may read /metrics; with neither set, /metrics does not exist. */
export interface MetricsConfig {
  /** METRICS_TOKEN: a scraper sending `Authorization: Bearer <token>` may. */
  token?: string;
  /** METRICS_ALLOW: these client addresses may, without a token. */
  allow: string[];
}

/**
 * How much of the public forms (enquiries, enrolments, family bookings) one visitor may use; each
 * submission over a limit is refused with 429 and Retry-After (modules/throttle).
 */
export interface SubmissionLimits {
  /** Submissions from one client address in ten minutes (SUBMISSIONS_PER_ADDRESS). */
  perAddress: number;
  /** Submissions, and so confirmation mails, to one e-mail address in an hour (MAILS_PER_RECIPIENT). */
  mailsPerRecipient: number;
  /** Seats one client address may take in one calendar event (SEATS_PER_ADDRESS_PER_EVENT). */
  seatsPerEvent: number;
  /** Seats one client address may take in one family session (SEATS_PER_ADDRESS_PER_FAMILY_SESSION). */
  seatsPerFamilySession: number;
}

/** Defaults for a real site: a family of four, a few friends enrolling together, a retried form. */
export const DEFAULT_SUBMISSION_LIMITS: SubmissionLimits = {
  perAddress: 10,
  mailsPerRecipient: 5,
  seatsPerEvent: 3,
  seatsPerFamilySession: 4,
};

const SUBMISSION_LIMIT_VARIABLES: Record<keyof SubmissionLimits, string> = {
  perAddress: 'SUBMISSIONS_PER_ADDRESS',
  mailsPerRecipient: 'MAILS_PER_RECIPIENT',
  seatsPerEvent: 'SEATS_PER_ADDRESS_PER_EVENT',
  seatsPerFamilySession: 'SEATS_PER_ADDRESS_PER_FAMILY_SESSION',
};

/**
 * Photo uploads each hold a slot of the process while their body arrives (streamed to a file). So that
 * nobody can hold the slots others need, one registration and one client address get a few of them,
 * and an upload that arrives too slowly is dropped.
 */
export interface UploadLimits {
  /** Uploads the process reads at once: bounds open files, not memory. */
  slots: number;
  /** Of those, uploads for one registration (a PUT carries all three photos at once). */
  perRegistration: number;
  /** Of those, uploads from one client address (an IPv6 client's /64). */
  perAddress: number;
  /** An upload that sends fewer than `minBytes` in any `windowMs` while its body arrives is dropped. */
  minBytes: number;
  windowMs: number;
}

/**
 * 32 KB in 5 s is 6.4 KB/s, slower than any mobile line still in use; a 5 MB photo at that pace could
 * not arrive before the request timeout (120 s) anyway.
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  slots: 8,
  perRegistration: 2,
  perAddress: 3,
  minBytes: 32 * 1024,
  windowMs: 5_000,
};

export interface MailConfig {
  /** smtp:// or smtps:// address of the outgoing mail server; unset: each mail becomes an .eml file. */
  smtpUrl?: string;
  /** The sender of every mail. */
  from: string;
  /** Where notices of new enquiries, registrations and family bookings go. */
  notifyAddress: string;
  /** The site's address (PUBLIC_URL): a notice to staff links to its record in the admin. */
  siteUrl: string;
  /** DATA_DIR/outbox: where mails are written as .eml files when no SMTP server is set. */
  outboxDir: string;
  /**
   * How long a mail claimed by an instance stays its own (MAIL_CLAIM_SECONDS): after a crash, any
   * instance sends it again once this has passed, so it must outlast any SMTP conversation.
   */
  claimMs: number;
}

export interface AdminConfig {
  /** Signs admin session tokens. Unset outside production: generated once and kept in DATA_DIR. */
  jwtSecret?: string;
  /** The account created at start when missing (ADMIN_EMAIL and ADMIN_PASSWORD). */
  account?: { email: string; password: string };
}

export interface S3Config {
  bucket: string;
  /** S3_REGION; us-east-1 when unset (what most S3-compatible servers expect). */
  region: string;
  /** S3_URL: the address of a server other than AWS (MinIO, s3rver…); unset: AWS itself. */
  endpoint?: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset: the SDK's default chain (AWS_* variables, a role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** An admin password set through ADMIN_PASSWORD must be at least this long. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** A JWT_SECRET shorter than this is guessable by brute force. */
const MIN_JWT_SECRET_LENGTH = 32;
/** METRICS_TOKEN is a password for a machine: as long as a generated one. */
const MIN_METRICS_TOKEN_LENGTH = 16;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const NODE_ENVS = ['development', 'production', 'test'] as const;

/**
 * Every environment variable the server reads is read here, and only here, so a bad value stops the
 * start with a message naming the variable instead of failing later somewhere deep.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];

  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!NODE_ENVS.includes(nodeEnv)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${env.NODE_ENV}")`);
  }

  let port = 3000;
  if (env.PORT !== undefined && env.PORT !== '') {
    port = Number(env.PORT);
    if (!/^\d+$/.test(env.PORT) || port < 1 || port > 65535) {
      problems.push(`PORT must be a whole number from 1 to 65535 (got "${env.PORT}")`);
    }
  }

  const dataDir = resolvePath(env.DATA_DIR || './var', cwd);

  let database: DatabaseConfig = { type: 'sqlite', file: resolve(dataDir, 'academy.sqlite') };
  if (env.DATABASE_URL) {
    const problem = checkMysqlUrl(env.DATABASE_URL);
    if (problem) problems.push(`DATABASE_URL ${problem}`);
    else database = { type: 'mysql', url: env.DATABASE_URL };
  }

  let videoBaseUrl: string | undefined;
  if (env.VIDEO_BASE_URL) {
    if (isFolderUrl(env.VIDEO_BASE_URL)) {
      // Video addresses are built as `${base}/${file}`, so 'https://cdn/videos/' must not give '//'.
      videoBaseUrl = env.VIDEO_BASE_URL.replace(/\/+$/, '');
    } else {
      problems.push(
        `VIDEO_BASE_URL must be an http:// or https:// folder address without query, such as https://cdn.example.com/videos (got "${env.VIDEO_BASE_URL}")`,
      );
    }
  }

  const publicUrl = readPublicUrl(env.PUBLIC_URL, port, problems);

  let smtpUrl: string | undefined;
  if (env.SMTP_URL) {
    if (hasProtocol(env.SMTP_URL, /^smtps?:$/)) smtpUrl = env.SMTP_URL;
    else
      problems.push(
        'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:pass@mail.example.com:587',
      );
  }
  const notifyAddress = env.ADMIN_NOTIFY_EMAIL || PROVIDER.email;
  if (!isEmail(notifyAddress))
    problems.push(`ADMIN_NOTIFY_EMAIL must be an e-mail address (got "${notifyAddress}")`);
  const from = env.MAIL_FROM || `"${PROVIDER.name}" <${PROVIDER.email}>`;
  let claimMs = DEFAULT_MAIL_CLAIM_SECONDS * 1000;
  if (env.MAIL_CLAIM_SECONDS) {
    if (/^\d+$/.test(env.MAIL_CLAIM_SECONDS) && Number(env.MAIL_CLAIM_SECONDS) >= 1)
      claimMs = Number(env.MAIL_CLAIM_SECONDS) * 1000;
    else
      problems.push(`MAIL_CLAIM_SECONDS must be a whole number of seconds (got "${env.MAIL_CLAIM_SECONDS}")`);
  }

  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
  } else if (jwtSecret === undefined && nodeEnv === 'production') {
    problems.push('JWT_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  }

  let account: AdminConfig['account'];
  if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
    if (!env.ADMIN_EMAIL || !isEmail(env.ADMIN_EMAIL.trim())) {
      problems.push('ADMIN_EMAIL must be an e-mail address when ADMIN_PASSWORD is set');
    } else if (!env.ADMIN_PASSWORD || env.ADMIN_PASSWORD.length < MIN_ADMIN_PASSWORD_LENGTH) {
      problems.push(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
    } else {
      account = { email: env.ADMIN_EMAIL.trim().toLowerCase(), password: env.ADMIN_PASSWORD };
    }
  }

  let redisUrl: string | undefined;
  if (env.REDIS_URL) {
    if (hasProtocol(env.REDIS_URL, /^rediss?:$/)) redisUrl = env.REDIS_URL;
    else problems.push(`REDIS_URL must be a redis:// or rediss:// address (got "${env.REDIS_URL}")`);
  }

  const s3 = readS3(env, problems);

  const graphqlIntrospection = readSwitch(env, 'GRAPHQL_INTROSPECTION', true, problems);
  const backgroundWork = readSwitch(env, 'BACKGROUND_WORK', true, problems);

  let trustProxy: boolean | number | string | undefined;
  if (env.TRUST_PROXY === 'true') trustProxy = true;
  else if (env.TRUST_PROXY && /^\d+$/.test(env.TRUST_PROXY)) trustProxy = Number(env.TRUST_PROXY);
  else if (env.TRUST_PROXY && env.TRUST_PROXY !== 'false') trustProxy = env.TRUST_PROXY;

  const corsOrigins = readOrigins(env.CORS_ORIGINS, problems);
  const submissionLimits = { ...DEFAULT_SUBMISSION_LIMITS };
  for (const [limit, variable] of Object.entries(SUBMISSION_LIMIT_VARIABLES)) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    if (/^\d+$/.test(value) && Number(value) >= 1) {
      submissionLimits[limit as keyof SubmissionLimits] = Number(value);
    } else {
      problems.push(`${variable} must be a whole number of 1 or more (got "${value}")`);
    }
  }
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }
  const metrics = readMetricsAccess(env, problems);
  const stripe = readStripe(env, problems);
  const holds = Object.fromEntries(
    Object.entries(SEAT_HOLD_VARIABLES).map(([name, [variable, fallback]]) => {
      const value = env[variable];
      if (value === undefined || value === '') return [name, fallback];
      if (/^\d+$/.test(value) && Number(value) >= 1) return [name, Number(value)];
      problems.push(`${variable} must be a whole number of 1 or more (got "${value}")`);
      return [name, fallback];
    }),
  ) as Record<keyof typeof SEAT_HOLD_VARIABLES, number>;

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }

  return {
    nodeEnv,
    port,
    dataDir,
    database,
    webBuildDir: resolve(__dirname, '../../web/build/client'),
    videoBaseUrl,
    publicUrl,
    mail: {
      smtpUrl,
      from,
      notifyAddress,
      siteUrl: publicUrl,
      outboxDir: resolve(dataDir, 'outbox'),
      claimMs,
    },
    admin: { jwtSecret, account },
    redisUrl,
    s3,
    graphqlIntrospection,
    trustProxy,
    corsOrigins,
    submissionLimits,
    uploads: DEFAULT_UPLOAD_LIMITS,
    logLevel,
    metrics,
    stripe,
    seatHolds: { holdHours: holds.holdHours, claimHours: holds.claimHours, pollMs: holds.pollSeconds * 1000 },
    reminderPollMs: holds.reminderPollSeconds * 1000,
    backgroundWork,
  };
}

/** A true/false setting; unset or empty: the fallback. */
function readSwitch(
  env: NodeJS.ProcessEnv,
  variable: string,
  fallback: boolean,
  problems: string[],
): boolean {
  const value = env[variable];
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  problems.push(`${variable} must be true or false (got "${value}")`);
  return fallback;
}

/** The STRIPE_* settings: both keys turn online payment on; one without the other is a mistake. */
function readStripe(env: NodeJS.ProcessEnv, problems: string[]): StripeConfig | null {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: apiBase,
  } = env;
  if (!secretKey && !webhookSecret) {
    if (apiBase) problems.push('STRIPE_API_BASE needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return null;
  }
  if (!secretKey || !webhookSecret) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
    return null;
  }
  if (apiBase && !(isFolderUrl(apiBase) && new URL(apiBase).pathname === '/')) {
    problems.push(
      `STRIPE_API_BASE must be an http:// or https:// address without a path, such as http://127.0.0.1:12111 (got "${apiBase}")`,
    );
    return null;
  }
  return { secretKey, webhookSecret, ...(apiBase ? { apiBase } : {}) };
}

/** The S3_* settings: S3_BUCKET chooses the bucket storage, the others only refine it. */
function readS3(env: NodeJS.ProcessEnv, problems: string[]): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_URL: endpoint, S3_ACCESS_KEY_ID: keyId } = env;
  const secret = env.S3_SECRET_ACCESS_KEY;
  if (!bucket) {
    if (endpoint || keyId || secret || env.S3_REGION)
      problems.push('S3_BUCKET must name the bucket for uploads when another S3_ setting is set');
    return undefined;
  }
  // The rules S3 itself sets for bucket names that work in paths and host names alike.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(`S3_BUCKET must be 3 to 63 lower-case letters, digits, dots or hyphens (got "${bucket}")`);
  if (endpoint && !isFolderUrl(endpoint))
    problems.push(
      `S3_URL must be the http:// or https:// address of the S3-compatible server, such as http://127.0.0.1:9000 (got "${endpoint}")`,
    );
  if (Boolean(keyId) !== Boolean(secret))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: endpoint || undefined,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
  };
}

/** CORS_ORIGINS: a comma-separated list of http(s) origins, each exactly as a browser sends it. */
function readOrigins(value: string | undefined, problems: string[]): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!hasProtocol(origin, /^https?:$/) || new URL(origin).origin !== origin) {
      problems.push(
        `CORS_ORIGINS must list origins such as https://www.example.com, without a path or a trailing slash (got "${origin}")`,
      );
    }
  }
  return origins;
}

function readMetricsAccess(env: NodeJS.ProcessEnv, problems: string[]): MetricsConfig {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < MIN_METRICS_TOKEN_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long`);
  }
  const allow = (env.METRICS_ALLOW ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const bad = allow.filter((address) => !isIP(address));
  if (bad.length > 0) {
    problems.push(
      `METRICS_ALLOW must be a comma-separated list of IP addresses, such as 127.0.0.1,10.0.0.5 (got "${bad.join(', ')}")`,
    );
  }
  return { token, allow };
}

/** PUBLIC_URL without its trailing slash; http://localhost:PORT when unset. */
function readPublicUrl(value: string | undefined, port: number, problems: string[]): string {
  if (!value) return `http://localhost:${port}`;
  if (!isFolderUrl(value)) {
    problems.push(
      `PUBLIC_URL must be the site's http:// or https:// address, such as https://www.example.com (got "${value}")`,
    );
    return value;
  }
  return value.replace(/\/+$/, '');
}

function resolvePath(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/** A URL whose scheme (with its colon, as URL gives it) matches `protocol`. */
function hasProtocol(value: string, protocol: RegExp): boolean {
  return URL.canParse(value) && protocol.test(new URL(value).protocol);
}

/** An http(s) address that a file name can be appended to (no query or fragment to land after). */
function isFolderUrl(value: string): boolean {
  if (!hasProtocol(value, /^https?:$/)) return false;
  const url = new URL(value);
  return !url.search && !url.hash;
}

function checkMysqlUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be a URL such as mysql://user:password@host:3306/database (got "${value}")`;
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    return `must start with mysql:// or mariadb:// (got "${url.protocol}//")`;
  }
  if (!url.hostname) return 'must name a host';
  if (url.pathname.length <= 1)
    return 'must name a database after the host, e.g. mysql://root@127.0.0.1:3306/academy';
  return undefined;
}

/** TypeORM's mysql driver understands only mysql://; mariadb:// is accepted as a friendlier alias. */
export function mysqlDriverUrl(url: string): string {
  return url.replace(/^mariadb:/, 'mysql:');
}
