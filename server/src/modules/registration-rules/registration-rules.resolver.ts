import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { RegistrationRule } from './registration-rule.entity';
import { registrationRulesService } from './registration-rules.service';

@InputType()
export class RegistrationRuleInput {
  @Field(() => ID) eventId: string;
  @Field(() => ID, { nullable: true, description: 'None: every position of the event' }) positionId?: string | null;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => String, { nullable: true, description: 'under14 | 14-16 | 16-18 | 18+' }) ageBand?: string | null;
}

@Resolver(() => RegistrationRule)
export class RegistrationRuleResolver {
  @Authorized('organizer')
  @Query(() => [RegistrationRule], { description: "The event's restriction rules" })
  registrationRules(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<RegistrationRule[]> {
    return registrationRulesService.list(ctx, eventId);
  }

  @Authorized('organizer')
  @Mutation(() => RegistrationRule)
  createRegistrationRule(@Arg('input') input: RegistrationRuleInput, @Ctx() ctx: RequestContext): Promise<RegistrationRule> {
    return registrationRulesService.create(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteRegistrationRule(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return registrationRulesService.remove(ctx, id);
  }

  @FieldResolver(() => ID)
  eventId(@Root() rule: RegistrationRule): number {
    return rule.eventId;
  }

  @FieldResolver(() => ID, { nullable: true })
  positionId(@Root() rule: RegistrationRule): number | null {
    return rule.positionId;
  }

  @FieldResolver(() => ID, { nullable: true })
  categoryId(@Root() rule: RegistrationRule): number | null {
    return rule.categoryId;
  }
}
