import type { EventStatus } from '../gql/graphql';

export const STATUS_COLOR: Record<EventStatus, string> = {
  DRAFT: 'gray',
  PUBLISHED: 'green',
  ARCHIVED: 'dark',
};
