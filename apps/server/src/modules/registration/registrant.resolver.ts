import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { RegistrantService } from './registrant.service';
import { RegistrationView } from './registration.type';
import { RegistrationViews } from './registration.view';

/** The registrant's own page, authorised by the private link's token. */
@Resolver()
export class RegistrantResolver {
  constructor(
    private readonly registrants: RegistrantService,
    private readonly views: RegistrationViews,
  ) {}

  @Query(() => RegistrationView, {
    description: "The registrant's own registration, opened by its private link",
  })
  async myRegistration(
    @Arg('id', () => ID) id: string,
    @Arg('token', { description: 'The token of the private link' }) token: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<RegistrationView> {
    const { registration } = await this.registrants.authorize(id, {
      adminSession: await req.auth.adminSession(),
      registrationToken: token,
    });
    return this.views.one(registration);
  }

  @Mutation(() => RegistrationView, {
    description: 'Cancels the registration opened by a private link and frees its seat',
  })
  async cancelMyRegistration(
    @Arg('id', () => ID) id: string,
    @Arg('token') token: string,
  ): Promise<RegistrationView> {
    const { registration, actor } = await this.registrants.authorize(id, {
      adminSession: null,
      registrationToken: token,
    });
    const cancelled = await this.registrants.cancel(registration, actor);
    return this.views.one(cancelled);
  }
}
