export { CAMPAIGN_STATUS_COLOR } from '@benevo/ui';

/** The campaign's public page (served by the public client): /o/<orgSlug>/c/<token>. */
export function campaignPublicLink(orgSlug: string, token: string): string {
  return `${window.location.origin}/o/${encodeURIComponent(orgSlug)}/c/${encodeURIComponent(token)}`;
}
