import CampaignEditPage from './campaigns/form/CampaignEditPage';
import type { CampaignEditParts } from './campaigns/form/types';
import { CampaignFormEditor } from './forms/CampaignFormEditor';

// Features never import each other (.dependency-cruiser.cjs): the edit page's tabs that other features
// own meet here, at the top of the app, as for the event's edit page (EventEditRoute.tsx).
const PARTS: CampaignEditParts = {
  registrationForm: CampaignFormEditor,
};

/** /campaigns/:cmpId — the campaign's edit page with every tab. */
export default function CampaignEditRoute() {
  return <CampaignEditPage parts={PARTS} />;
}
