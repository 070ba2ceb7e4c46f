import { isDeepStrictEqual } from 'node:util';
import fc, { Arbitrary } from 'fast-check';
import { DataSource } from 'typeorm';
import { FuzzRequest, Reply, changedTables, rowCounter, send } from './replies';

/**
 * Payloads per endpoint: FUZZ_RUNS on SQLite (1,000 by default), FUZZ_RUNS_MYSQL on MariaDB (250: the
 * same code paths, at four times the cost a request). FUZZ_SEED replays the seed a failure printed.
 */
export function fuzzRuns(database: 'sqlite' | 'mysql'): number {
  if (database === 'mysql') return Number(process.env.FUZZ_RUNS_MYSQL) || 250;
  return Number(process.env.FUZZ_RUNS) || 1000;
}
/** A test of fuzzRuns() requests may take this long on a busy machine. */
export const FUZZ_TIMEOUT = 180_000;
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** One endpoint under fuzz. */
export interface FuzzTarget {
  runs: number;
  requests: Arbitrary<FuzzRequest>;
  /** What is wrong with a reply, or undefined. */
  problem(reply: Reply): string | undefined;
  /** The reply accepted the request (it may write). */
  accepted(reply: Reply): boolean;
  /** Tables a refusal does write: the throttle's count of failed sign-ins. */
  refusalWrites?: readonly string[];
  /** State beyond row counts that a refusal must leave as it was (the registration a PUT changes). */
  state?: () => Promise<unknown>;
  /** Cases once found, sent before the generated ones. */
  examples?: FuzzRequest[];
}

/** A short account of a request for failure messages: a 5 MB body is not printed whole. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? '(no body)'
      : typeof request.body === 'string'
        ? JSON.stringify(
            request.body.length > 400
              ? `${request.body.slice(0, 400)}… (${request.body.length} chars)`
              : request.body,
          )
        : `${request.body.length} bytes: ${JSON.stringify(request.body.subarray(0, 200).toString('latin1'))}`;
  return `${request.method.toUpperCase()} ${request.path} ${JSON.stringify(request.headers)} ${body}`;
}

const printable = (request: FuzzRequest) =>
  Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });

/**
 * Sends `target.runs` generated requests one after another and checks each reply, and that a refused
 * request wrote no row (the row counts of every table before and after it). Returns how many replies
 * had each status.
 */
export async function fuzz(
  base: string,
  dataSource: DataSource,
  target: FuzzTarget,
): Promise<Record<number, number>> {
  const count = rowCounter(dataSource);
  let before = await count();
  let state = await target.state?.();
  const statuses: Record<number, number> = {};
  await fc.assert(
    fc.asyncProperty(target.requests.map(printable), async (request) => {
      let reply: Reply;
      try {
        reply = await send(base, request);
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new Error(`No reply (${cause?.code ?? cause?.message ?? String(error)})`);
      }
      const after = await count();
      const stateAfter = await target.state?.();
      try {
        const problem = target.problem(reply);
        if (problem) throw new Error(problem);
        if (!target.accepted(reply)) {
          const written = changedTables(before, after).filter(
            (table) => !target.refusalWrites?.includes(table),
          );
          if (written.length > 0)
            throw new Error(`Refused with ${reply.status} but wrote rows in ${written.join(', ')}`);
          if (!isDeepStrictEqual(state, stateAfter))
            throw new Error(`Refused with ${reply.status} but changed the record`);
        }
      } finally {
        before = after;
        state = stateAfter;
      }
      statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
    }),
    {
      numRuns: target.runs,
      seed: FUZZ_SEED,
      examples: (target.examples ?? []).map((example) => [printable(example)]),
    },
  );
  return statuses;
}
