import type { CampaignStatus } from '../gql/graphql';

export const CAMPAIGN_STATUS_COLOR: Record<CampaignStatus, string> = {
  DRAFT: 'gray',
  PUBLISHED: 'green',
  CLOSED: 'orange',
  ARCHIVED: 'dark',
};

/** The campaign's public page (served by the public client): /o/<orgSlug>/c/<token>. */
export function campaignPublicLink(orgSlug: string, token: string): string {
  return `${window.location.origin}/o/${encodeURIComponent(orgSlug)}/c/${encodeURIComponent(token)}`;
}
