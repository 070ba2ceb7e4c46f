import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { ProgrammeKey } from '@academy/content';
import { BulkResult, applyToEach } from '../../graphql/bulk';
import { GraphqlContext } from '../../graphql/context';
import { Database } from '../../database/database';
import { actorOf } from '../audit/actor';
import { Programme } from '../calendar-event/programme.enum';
import { RegistrationView } from '../registration/registration.type';
import { RegistrationViews } from '../registration/registration.view';
import { ApprovalService } from './approval.service';
import { LearnerPathService } from './learner-path.service';
import {
  LearnerPath,
  PATH_COST,
  PREREQUISITE_REQUEST_COST,
  PrerequisiteRequestView,
} from './learner-path.type';
import { PrerequisiteRequest } from '../registration/prerequisite/prerequisite-request.entity';

/**
 * A registration's learner path: the registrant's own through their private link (myRegistration
 * opens only its own record, so only its own address's path), staff's from any registration.
 */
@Resolver(() => RegistrationView)
export class LearnerPathResolver {
  constructor(
    private readonly paths: LearnerPathService,
    private readonly db: Database,
  ) {}

  @FieldResolver(() => LearnerPath, {
    complexity: PATH_COST,
    description: "The path of the registration's learner (its e-mail address) through the levels",
  })
  learnerPath(@Root() registration: RegistrationView): Promise<LearnerPath> {
    return this.paths.pathOf(registration.email);
  }

  @Authorized()
  @FieldResolver(() => PrerequisiteRequestView, {
    nullable: true,
    complexity: PREREQUISITE_REQUEST_COST,
    description: 'Why it was taken pending approval, and the decision; null for others; staff only',
  })
  prerequisiteRequest(@Root() registration: RegistrationView): Promise<PrerequisiteRequestView | null> {
    return this.db.manager.findOneBy(PrerequisiteRequest, { registrationId: registration.id });
  }
}

/** Staff's approvals of prerequisites completed elsewhere, and their records of such levels. */
@Resolver()
export class LearnerPathAdminResolver {
  constructor(
    private readonly approvals: ApprovalService,
    private readonly paths: LearnerPathService,
    private readonly views: RegistrationViews,
  ) {}

  @Authorized()
  @Mutation(() => BulkResult, {
    description:
      'Approves up to 100 registrations awaiting approval of a prerequisite: each becomes pending, its seat held from now and payment asked (registrant mailed)',
  })
  async approveRegistrations(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() { req }: GraphqlContext,
  ): Promise<BulkResult> {
    const actor = actorOf(await req.auth.requireAdmin());
    return applyToEach(ids, (id) => this.approvals.approve(id, actor));
  }

  @Authorized()
  @Mutation(() => BulkResult, {
    description:
      'Declines up to 100 registrations awaiting approval of a prerequisite: each is cancelled and its seat freed (registrant mailed, with the reason when given)',
  })
  async declineRegistrations(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() { req }: GraphqlContext,
  ): Promise<BulkResult> {
    const actor = actorOf(await req.auth.requireAdmin());
    return applyToEach(ids, (id) => this.approvals.decline(id, reason ?? '', actor));
  }

  @Authorized()
  @Mutation(() => RegistrationView, {
    description:
      "Records a level the registration's learner completed elsewhere: marked external, no certificate number; it counts for prerequisites",
  })
  async recordExternalCompletion(
    @Arg('registrationId', () => ID) registrationId: string,
    @Arg('programme', () => Programme) programme: ProgrammeKey,
    @Arg('level') level: string,
    @Arg('note') note: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<RegistrationView> {
    const actor = actorOf(await req.auth.requireAdmin());
    const registration = await this.paths.recordExternal(registrationId, { programme, level, note }, actor);
    return this.views.one(registration);
  }
}
