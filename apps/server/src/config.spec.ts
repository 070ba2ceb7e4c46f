import { ConfigError, DEFAULT_SUBMISSION_LIMITS, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000 and an embedded SQLite file in ./var', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config.port).toBe(3000);
    expect(config.nodeEnv).toBe('development');
    expect(config.dataDir).toBe('/srv/site/var');
    expect(config.database).toEqual({ type: 'sqlite', file: '/srv/site/var/academy.sqlite' });
    expect(config.videoBaseUrl).toBeUndefined();
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/data',
        DATABASE_URL: 'mysql://app:secret@db:3306/academy',
        NODE_ENV: 'production',
        JWT_SECRET: 's'.repeat(32),
      },
      '/srv/site',
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/data');
    expect(config.nodeEnv).toBe('production');
    expect(config.database).toEqual({ type: 'mysql', url: 'mysql://app:secret@db:3306/academy' });
  });

  it.each([
    ['https://cdn.example.com/videos', 'https://cdn.example.com/videos'],
    ['https://cdn.example.com/videos/', 'https://cdn.example.com/videos'],
    ['http://media.local:8080', 'http://media.local:8080'],
    ['http://media.local:8080/', 'http://media.local:8080'],
  ])('reads VIDEO_BASE_URL %p without its trailing slash', (value, expected) => {
    expect(loadConfig({ VIDEO_BASE_URL: value }).videoBaseUrl).toBe(expected);
  });

  it('treats an empty VIDEO_BASE_URL as unset (the bundled sample clips play)', () => {
    expect(loadConfig({ VIDEO_BASE_URL: '' }).videoBaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 1 to 65535 (got "eighty")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ PORT: '-1' }, 'PORT must be a whole number'],
    [{ MAIL_CLAIM_SECONDS: '2m' }, 'MAIL_CLAIM_SECONDS must be a whole number of seconds (got "2m")'],
    [{ MAIL_CLAIM_SECONDS: '0' }, 'MAIL_CLAIM_SECONDS must be a whole number of seconds'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test (got "staging")'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL such as mysql://'],
    [{ DATABASE_URL: 'postgres://db/academy' }, 'DATABASE_URL must start with mysql:// or mariadb://'],
    [{ DATABASE_URL: 'mysql://root@db:3306' }, 'DATABASE_URL must name a database'],
    [{ VIDEO_BASE_URL: 'cdn.example.com/videos' }, 'VIDEO_BASE_URL must be an http:// or https:// folder'],
    [{ VIDEO_BASE_URL: 'ftp://cdn.example.com/videos' }, 'VIDEO_BASE_URL must be an http://'],
    [{ VIDEO_BASE_URL: 'https://cdn.example.com/v?sig=1' }, '(got "https://cdn.example.com/v?sig=1")'],
  ])('stops on %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('defaults the mail, admin and API settings', () => {
    const config = loadConfig({ PORT: '8080' }, '/srv/site');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: '"Conscious Living Academy" <hello@consciousliving.academy>',
      notifyAddress: 'hello@consciousliving.academy',
      siteUrl: 'http://localhost:8080',
      outboxDir: '/srv/site/var/outbox',
      claimMs: 120_000,
    });
    expect(loadConfig({ MAIL_CLAIM_SECONDS: '5' }).mail.claimMs).toBe(5000);
    expect(config.admin).toEqual({ jwtSecret: undefined, account: undefined });
    expect(config.redisUrl).toBeUndefined();
    expect(config.graphqlIntrospection).toBe(true);
    expect(config.backgroundWork).toBe(true);
    expect(config.trustProxy).toBeUndefined();
    expect(config.corsOrigins).toEqual([]);
    expect(config.submissionLimits).toEqual(DEFAULT_SUBMISSION_LIMITS);
    expect(config.logLevel).toBe('info');
    expect(config.metrics).toEqual({ token: undefined, allow: [] });
    expect(config.s3).toBeUndefined();
  });

  it('reads the mail, admin, Redis and API variables', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://www.example.com/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Academy <no-reply@example.com>',
      ADMIN_NOTIFY_EMAIL: 'office@example.com',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: ' Staff@Example.com ',
      ADMIN_PASSWORD: 'correct horse battery',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      GRAPHQL_INTROSPECTION: 'false',
      BACKGROUND_WORK: 'false',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://www.example.com, http://localhost:5173,',
      SUBMISSIONS_PER_ADDRESS: '500',
      MAILS_PER_RECIPIENT: '50',
      SEATS_PER_ADDRESS_PER_EVENT: '20',
      SEATS_PER_ADDRESS_PER_FAMILY_SESSION: '12',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'm'.repeat(24),
      METRICS_ALLOW: '127.0.0.1, ::1,10.0.0.5',
    });
    expect(config.publicUrl).toBe('https://www.example.com');
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Academy <no-reply@example.com>',
      notifyAddress: 'office@example.com',
    });
    expect(config.admin).toEqual({
      jwtSecret: 'x'.repeat(40),
      account: { email: 'staff@example.com', password: 'correct horse battery' },
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(config.graphqlIntrospection).toBe(false);
    expect(config.backgroundWork).toBe(false);
    expect(config.trustProxy).toBe(1);
    expect(config.corsOrigins).toEqual(['https://www.example.com', 'http://localhost:5173']);
    expect(config.submissionLimits).toEqual({
      perAddress: 500,
      mailsPerRecipient: 50,
      seatsPerEvent: 20,
      seatsPerFamilySession: 12,
    });
    expect(config.logLevel).toBe('warn');
    expect(config.metrics).toEqual({ token: 'm'.repeat(24), allow: ['127.0.0.1', '::1', '10.0.0.5'] });
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'JWT_SECRET is required when NODE_ENV=production'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ ADMIN_PASSWORD: 'a long enough password' }, 'ADMIN_EMAIL must be an e-mail address'],
    [
      { ADMIN_EMAIL: 'staff@example.com', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD must be at least 12 characters',
    ],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// address'],
    [{ ADMIN_NOTIFY_EMAIL: 'office' }, 'ADMIN_NOTIFY_EMAIL must be an e-mail address (got "office")'],
    [{ PUBLIC_URL: 'www.example.com' }, 'PUBLIC_URL must be the site'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a redis:// or rediss:// address'],
    [{ GRAPHQL_INTROSPECTION: 'yes' }, 'GRAPHQL_INTROSPECTION must be true or false (got "yes")'],
    [{ BACKGROUND_WORK: 'off' }, 'BACKGROUND_WORK must be true or false (got "off")'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS must list origins such as https://www.example.com'],
    [
      { CORS_ORIGINS: 'https://www.example.com/' },
      'without a path or a trailing slash (got "https://www.example.com/")',
    ],
    [{ CORS_ORIGINS: 'https://a.example, www.b.example' }, '(got "www.b.example")'],
    [{ MAILS_PER_RECIPIENT: '0' }, 'MAILS_PER_RECIPIENT must be a whole number of 1 or more (got "0")'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [
      { METRICS_ALLOW: '127.0.0.1,prometheus' },
      'METRICS_ALLOW must be a comma-separated list of IP addresses',
    ],
  ])('stops on %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('holds unpaid seats only with online payment, for SEAT_HOLD_HOURS, and claims for CLAIM_HOURS', () => {
    const defaults = loadConfig({});
    expect(defaults.stripe).toBeNull();
    expect(defaults.seatHolds).toEqual({ holdHours: 48, claimHours: 24, pollMs: 60_000 });
    expect(defaults.reminderPollMs).toBe(600_000);
    const set = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SEAT_HOLD_HOURS: '72',
      CLAIM_HOURS: '12',
      SEAT_WORKER_POLL_SECONDS: '1',
      REMINDER_POLL_SECONDS: '2',
    });
    expect(set.reminderPollMs).toBe(2000);
    expect(set.stripe).not.toBeNull();
    expect(set.seatHolds).toEqual({ holdHours: 72, claimHours: 12, pollMs: 1000 });
    expect(() => loadConfig({ SEAT_HOLD_HOURS: '0', CLAIM_HOURS: 'a day' })).toThrow(
      /SEAT_HOLD_HOURS must be a whole number of 1 or more \(got "0"\)[\s\S]*CLAIM_HOURS must be/,
    );
  });

  it('keeps uploads in an S3 bucket when S3_BUCKET is set', () => {
    expect(loadConfig({ S3_BUCKET: 'academy-uploads' }).s3).toEqual({
      bucket: 'academy-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_URL: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'photos',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it.each([
    [{ S3_URL: 'http://127.0.0.1:9000' }, 'S3_BUCKET must name the bucket'],
    [{ S3_BUCKET: 'Photos_2026' }, 'S3_BUCKET must be 3 to 63 lower-case letters'],
    [{ S3_BUCKET: 'photos', S3_URL: '127.0.0.1:9000' }, 'S3_URL must be the http:// or https:// address'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
  ])('stops on the S3 settings %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('turns online payment on only when both Stripe keys are set', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: 'http://127.0.0.1:12111' });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together'],
    [{ STRIPE_API_BASE: 'http://127.0.0.1:12111' }, 'STRIPE_API_BASE needs STRIPE_SECRET_KEY'],
    [
      { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec', STRIPE_API_BASE: 'http://h/v1' },
      'STRIPE_API_BASE must be an http:// or https:// address without a path',
    ],
  ])('stops on the Stripe settings %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', DATABASE_URL: 'ftp://a/b' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
