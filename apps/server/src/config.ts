import { isAbsolute, resolve } from 'node:path';

/** Where the data lives: the embedded SQLite file by default, MySQL/MariaDB when DATABASE_URL is set. */
export type DatabaseConfig = { type: 'sqlite'; file: string } | { type: 'mysql'; url: string };

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
}

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
  };
}

function resolvePath(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/** An http(s) address that a file name can be appended to (no query or fragment to land after). */
function isFolderUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
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
