import { registerEnumType } from 'type-graphql';

/** Spec 4 campaign status; GraphQL shows the names, the database and the facade the lower-case values. */
export enum CampaignStatusEnum {
  DRAFT = 'draft',
  PUBLISHED = 'published',
  CLOSED = 'closed',
  ARCHIVED = 'archived',
}

registerEnumType(CampaignStatusEnum, { name: 'CampaignStatus' });
