import { ADMIN_BULK } from '@academy/content';
import { adminToaster } from '../shell/AdminToaster';
import { describeActionFailure } from './describe-failure';

interface BulkOutcome {
  changed: number;
  failures: readonly { reason: string }[];
}

/**
 * Runs a bulk action and says in a toast how it went: how many changed and why the others did not, or
 * why nothing could be done. Once it has run, `finish` clears the selection and reloads the list.
 */
export async function reportBulk(run: () => Promise<BulkOutcome | undefined>, finish: () => void) {
  try {
    const outcome = await run();
    if (outcome) {
      adminToaster.create({
        type: outcome.failures.length > 0 ? 'warning' : 'success',
        title: ADMIN_BULK.outcome(outcome.changed, outcome.failures),
      });
    }
    finish();
  } catch (error) {
    adminToaster.create({ type: 'error', title: describeActionFailure(error).message });
  }
}
