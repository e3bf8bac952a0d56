import type { ComponentType } from 'react';

/**
 * What other features show on the campaign's edit page. The campaigns feature never imports another
 * feature: the app composes the page with these parts (src/CampaignEditRoute.tsx); a part left out
 * leaves its tab empty.
 */
export interface CampaignEditParts {
  /** The "Form" tab: the campaign's registration form editor (forms). */
  registrationForm?: ComponentType<{ campaignId: string }>;
}
