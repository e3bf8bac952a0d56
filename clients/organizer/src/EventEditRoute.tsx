import { ConfirmationEmailTab } from './communications/ConfirmationEmailTab';
import { EventMailingActions } from './communications/EventMailingActions';
import EventEditPage from './events/edit/EventEditPage';
import type { EventEditParts } from './events/edit/types';
import { EventFormEditor } from './forms/EventFormEditor';
import { OverviewLink } from './managers/OverviewLink';
import { MealsLink } from './meals/MealsLink';
import { Planning } from './planning/PlanningPage';
import { RestrictionRulesTab } from './registrations/RestrictionRulesTab';

// Features never import each other (.dependency-cruiser.cjs): the edit page's tabs that other features
// own meet here, at the top of the app, as the screens meet in routes.tsx.
const PARTS: EventEditParts = {
  planning: Planning,
  registrationForm: EventFormEditor,
  restrictions: RestrictionRulesTab,
  confirmationEmail: ConfirmationEmailTab,
  mailing: EventMailingActions,
  managerView: OverviewLink,
  meals: MealsLink,
};

/** /events/:eventId — the event's edit page with every tab. */
export default function EventEditRoute() {
  return <EventEditPage parts={PARTS} />;
}
