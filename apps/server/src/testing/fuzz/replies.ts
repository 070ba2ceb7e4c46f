import { DataSource } from 'typeorm';
import { ERROR_CODES, ErrorCode } from '../../common/app-error';
import { FuzzBody } from './bodies';

/** One generated request. */
export interface FuzzRequest extends FuzzBody {
  method: string;
  path: string;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The body read as JSON when it was JSON. */
  json?: unknown;
}

/** Sends the request as written (no client adds or fixes a header); a dropped connection throws. */
export async function send(base: string, request: FuzzRequest): Promise<Reply> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method.toUpperCase(),
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  if (response.headers.get('content-type')?.includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, text, json };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Each entry names a field and says what is wrong with it. */
function fieldErrorsProblem(errors: unknown): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return 'BAD_INPUT without field errors';
  const unnamed = errors.find((error) => !isText(error?.field) || !isText(error?.message));
  return unnamed ? `a field error without its field or message: ${JSON.stringify(unnamed)}` : undefined;
}

/** A 429 says when to try again. */
function retryAfterProblem(reply: Reply): string | undefined {
  if (reply.status === 429 && !/^\d+$/.test(reply.headers.get('retry-after') ?? '')) {
    return '429 without Retry-After';
  }
  return undefined;
}

/**
 * What is wrong with a REST reply, or undefined. 2xx and 3xx are acceptances. A 4xx must be the
 * AppError table's (its code, the code's status, a message), and a BAD_INPUT must name every bad field
 * with its reason; a form page posted without script lists what to correct instead. Never a 5xx.
 */
export function restReplyProblem(reply: Reply): string | undefined {
  if (reply.status >= 500) return `status ${reply.status}`;
  if (reply.status < 400) return undefined;
  const retry = retryAfterProblem(reply);
  if (retry) return retry;
  if (reply.headers.get('content-type')?.startsWith('text/html')) {
    // The no-script form page: a paragraph per problem, then the Back-button hint and the link.
    const paragraphs = reply.text.match(/<p>/g) ?? [];
    return paragraphs.length >= 3 ? undefined : 'an HTML refusal listing no problem';
  }
  const body = reply.json as { success?: unknown; code?: unknown; message?: unknown; errors?: unknown };
  if (!body || typeof body !== 'object')
    return `a ${reply.status} that is not JSON: ${reply.text.slice(0, 80)}`;
  if (body.success !== false) return 'a refusal without success: false';
  if (!isText(body.message)) return 'a refusal without a message';
  const known = ERROR_CODES[body.code as ErrorCode];
  if (!known) return `code ${String(body.code)} is not in the AppError table (message: ${body.message})`;
  if (known.status !== reply.status) return `code ${String(body.code)} sent with status ${reply.status}`;
  if (body.code === 'BAD_INPUT') return fieldErrorsProblem(body.errors);
  return undefined;
}

interface GraphqlError {
  message?: unknown;
  extensions?: { code?: unknown; fieldErrors?: unknown };
}

/**
 * What is wrong with a GraphQL reply, or undefined. Never a 5xx or INTERNAL_SERVER_ERROR; every error
 * has a message and a code; a BAD_USER_INPUT either lists field errors (our checks) or is GraphQL's own
 * coercion error, whose message names the variable and the path inside it. Apollo's refusals of the
 * HTTP request itself (no body, wrong content type) are plain text naming the problem; the body
 * parser's are REST refusals.
 */
export function graphqlReplyProblem(reply: Reply): string | undefined {
  if (reply.status >= 500) return `status ${reply.status}: ${reply.text.slice(0, 200)}`;
  const retry = retryAfterProblem(reply);
  if (retry) return retry;
  if (reply.json === undefined) {
    if (reply.status >= 400 && isText(reply.text)) return undefined;
    return `a ${reply.status} reply that is neither JSON nor a message`;
  }
  // Refused before GraphQL read it (the body parser in front of /graphql): the REST shape, REST's rules.
  if ((reply.json as { success?: unknown }).success === false) return restReplyProblem(reply);
  const errors = (reply.json as { errors?: GraphqlError[] }).errors;
  if (errors === undefined) return reply.status < 400 ? undefined : `a ${reply.status} without errors`;
  for (const error of errors) {
    if (!isText(error.message)) return 'an error without a message';
    const code = error.extensions?.code;
    if (!isText(code)) return `an error without a code: ${error.message}`;
    if (code === 'INTERNAL_SERVER_ERROR') return `INTERNAL_SERVER_ERROR: ${error.message}`;
    if (code === 'BAD_USER_INPUT') {
      if (error.extensions?.fieldErrors !== undefined) {
        const problem = fieldErrorsProblem(error.extensions.fieldErrors);
        if (problem) return problem;
      } else if (!/^Variable "\$\w+"/.test(error.message)) {
        return `a BAD_USER_INPUT naming no field: ${error.message}`;
      }
    }
  }
  return undefined;
}

/** The number of rows of every table, in one query (one round trip per request on MariaDB too). */
export function rowCounter(dataSource: DataSource): () => Promise<Record<string, number>> {
  const tables = [...new Set(dataSource.entityMetadatas.map((entity) => entity.tableName))];
  const escape = (name: string) => dataSource.driver.escape(name);
  const sql = `SELECT ${tables.map((table, index) => `(SELECT COUNT(*) FROM ${escape(table)}) AS c${index}`).join(', ')}`;
  return async () => {
    const [row] = (await dataSource.query(sql)) as Array<Record<string, unknown>>;
    return Object.fromEntries(tables.map((table, index) => [table, Number(row[`c${index}`])]));
  };
}

/** The tables whose row count differs between two counts. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
