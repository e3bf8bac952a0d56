import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An organization of the portal home picker (public fields only)' })
export class PortalOrganization {
  @Field(() => ID) id: number;
  @Field({ description: 'The public name, else the name' }) name: string;
  @Field() slug: string;
  @Field(() => String, { nullable: true, description: 'URL of the logo' }) logo: string | null;
  @Field({ description: 'The organization’s default language' }) language: string;
}

@ObjectType({ description: 'A volunteer’s personal portal token (/portal/t/<token>), answered by a login-link exchange or a rotation' })
export class PortalAccessToken {
  @Field() token: string;
}
