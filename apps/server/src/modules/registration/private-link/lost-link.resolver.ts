import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { LOST_LINK } from '@academy/content';
import { GraphqlContext } from '../../../graphql/context';
import { LostLinkService } from './lost-link';

@ObjectType({
  description: "What the 'Lost your link?' form shows: the same whether or not the address is known",
})
export class LostLinkReceipt {
  @Field({ description: 'What to tell the visitor' })
  message: string;
}

/** 'Lost your link?' for visitors. */
@Resolver()
export class LostLinkResolver {
  constructor(private readonly lostLinks: LostLinkService) {}

  @Mutation(() => LostLinkReceipt, {
    description:
      'Mails the private link of each registration of an address to it (each under a new token); the reply is the same for any valid address; a visitor over a form limit gets RATE_LIMITED (HTTP 429)',
  })
  async sendMyRegistrationLinks(
    @Arg('email') email: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<LostLinkReceipt> {
    await this.lostLinks.send(email, req.auth.clientAddress);
    return { message: LOST_LINK.sent };
  }
}
