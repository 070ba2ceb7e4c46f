import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AppError } from '../common/app-error';
import { COST, FieldCost } from './query-cost';

/** One bulk action's ceiling: a page of the admin tables, and a bound on one request's work. */
export const MAX_BULK_IDS = 100;

/** The failures are in memory already, at most one per id. */
const failuresCost: FieldCost = ({ childComplexity }) => COST.field + MAX_BULK_IDS * childComplexity;

@ObjectType({ description: 'A record a bulk action left as it was, and why' })
export class BulkFailure {
  @Field(() => ID)
  id: string;

  @Field()
  reason: string;
}

@ObjectType({ description: 'What a bulk action did' })
export class BulkResult {
  @Field(() => Int, {
    description: 'How many records now have the new state (those already in it count too)',
  })
  changed: number;

  @Field(() => [BulkFailure], { complexity: failuresCost })
  failures: BulkFailure[];
}

/** The ids of a selection, each once; none, or more than MAX_BULK_IDS, are refused naming `ids`. */
export function checkBulkIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw AppError.badInput([{ field: 'ids', message: 'Choose at least one record' }]);
  if (unique.length > MAX_BULK_IDS) {
    throw AppError.badInput([{ field: 'ids', message: `Choose at most ${MAX_BULK_IDS} records at a time` }]);
  }
  return unique;
}

/**
 * Applies one record's action to each id in turn, so every record goes through exactly the rules (and
 * the transaction) of a single change; a refused record is reported with its reason and the others go on.
 */
export async function applyToEach(
  ids: string[],
  apply: (id: string) => Promise<unknown>,
): Promise<BulkResult> {
  const unique = checkBulkIds(ids);
  const result: BulkResult = { changed: 0, failures: [] };
  for (const id of unique) {
    try {
      await apply(id);
      result.changed += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failures.push({ id, reason: error.message });
    }
  }
  return result;
}
