import { EntityManager } from 'typeorm';
import { type ProgrammeKey, prerequisiteMet, prerequisiteOf } from '@academy/content';
import { prerequisiteNeededMessage, readPrerequisiteAnswer } from '@academy/validation';
import { AppError } from '../../../common/app-error';
import { completedLevelsOf } from './completed-levels';
import { PrerequisiteRequest } from './prerequisite-request.entity';

/** An enrolment to take pending staff approval: the level it needs and where the registrant says they did it. */
export interface PendingPrerequisite {
  neededLevel: string;
  note: string;
}

/**
 * The enrolment's prerequisite check (issue 28 §3), inside its transaction: a level whose prerequisite
 * the address has not completed here, nor had recorded by staff, is refused with a field error naming
 * it, unless the registrant ticked "I completed it elsewhere" with a note; then it is taken pending
 * staff approval. An address is not proven at enrolment: typing someone else's only skips this check
 * for a registration whose every mail goes to that address.
 */
export class PrerequisiteCheck {
  /** Null: enrol as usual. Throws BAD_USER_INPUT for a missing prerequisite or a bad answer. */
  async check(
    manager: EntityManager,
    body: Readonly<Record<string, unknown>>,
    enrolment: { programme: ProgrammeKey; levelName: string; email: string },
  ): Promise<PendingPrerequisite | null> {
    const { answer, problems } = readPrerequisiteAnswer(body);
    if (problems.length > 0) throw AppError.badInput(problems);
    const needed = prerequisiteOf(enrolment.programme, enrolment.levelName);
    if (!needed) return null;
    const completed = await completedLevelsOf(manager, enrolment.email);
    if (prerequisiteMet(enrolment.programme, needed, completed)) return null;
    if (!answer.elsewhere) {
      throw AppError.badInput([
        { field: 'prerequisiteElsewhere', message: prerequisiteNeededMessage(needed) },
      ]);
    }
    return { neededLevel: needed, note: answer.note };
  }

  /** Keeps the request beside the registration just stored, for staff to decide. */
  async record(manager: EntityManager, registrationId: string, pending: PendingPrerequisite, now: Date) {
    await manager.insert(PrerequisiteRequest, {
      registrationId,
      neededLevel: pending.neededLevel,
      note: pending.note,
      requestedAt: now,
      decision: null,
      decidedAt: null,
    });
  }
}
