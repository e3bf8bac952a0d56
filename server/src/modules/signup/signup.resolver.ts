import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Participation } from '../participations/participation.entity';
import { SignUpInput } from './signup.inputs';
import { signupService } from './signup.service';

@Resolver()
export class SignUpResolver {
  @Mutation(() => [Participation], {
    description: 'Public sign-up: answers the participations created (slots that were full with joinWaitingList get a waiting-list place instead)',
  })
  signUp(@Arg('input') input: SignUpInput, @Ctx() ctx: RequestContext): Promise<Participation[]> {
    return signupService.signUp(ctx, input);
  }
}
