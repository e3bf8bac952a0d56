import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { personalTokensService } from './personal-tokens.service';

@ObjectType('ApiToken', { description: 'A personal API token of the signed-in user (never the token itself)' })
export class ApiTokenType {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field(() => [String], { description: '`read` (queries, GET routes) and/or `write` (mutations, other methods)' }) scopes: string[];
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'Null: no expiry' }) expiresAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Updated at most once an hour' }) lastUsedAt: Date | null;
}

@ObjectType('CreatedApiToken', { description: 'A new personal token: `token` is shown this once' })
export class CreatedApiTokenType {
  @Field({ description: 'Send it as `Authorization: Token <token>`; it cannot be shown again' }) token: string;
  @Field(() => ApiTokenType) apiToken: ApiTokenType;
}

@InputType()
export class CreateApiTokenInput {
  @Field() name: string;
  @Field(() => [String], { description: '`read`, `write` (write includes read)' }) scopes: string[];
  @Field(() => Date, { nullable: true, description: 'At most a year ahead; null: no expiry' }) expiresAt?: Date | null;
}

/** Personal API tokens of the profile (issue 16); a personal token cannot manage them (token-scopes.ts). */
@Resolver()
export class PersonalTokensResolver {
  @Authorized('organizer')
  @Query(() => [ApiTokenType], { description: 'The signed-in user’s personal API tokens, newest first' })
  async apiTokens(@Ctx() ctx: RequestContext): Promise<ApiTokenType[]> {
    return personalTokensService.list(ctx);
  }

  @Authorized('organizer')
  @Mutation(() => CreatedApiTokenType, { description: 'A new personal API token (needs the user’s own sign-in, not a personal token)' })
  async createApiToken(@Arg('input') input: CreateApiTokenInput, @Ctx() ctx: RequestContext): Promise<CreatedApiTokenType> {
    return personalTokensService.create(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean, { description: 'Revokes a personal API token: it stops working at once' })
  async revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return personalTokensService.revoke(ctx, id);
  }
}
