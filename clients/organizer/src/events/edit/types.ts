import type { ComponentType } from 'react';
import type { EventEditQuery } from '../../gql/graphql';

export type EditedEvent = EventEditQuery['event'];
export type EditedPosition = EditedEvent['positions'][number];

export interface TabProps {
  event: EditedEvent;
  /** Reloads the event after a change made outside its own mutation result. */
  reload: () => Promise<unknown>;
}

/**
 * What other features show on the event's edit page. The events feature never imports another feature:
 * the app composes the page with these parts (src/EventEditRoute.tsx); a part left out leaves its
 * place empty.
 */
export interface EventEditParts {
  /** The planning tab's grid (planning). */
  planning?: ComponentType<{ eventId: string; embedded?: boolean }>;
  /** Under the configuration: the registration form editor (forms; spec 2 puts it in this tab). */
  registrationForm?: ComponentType<{ eventId: string }>;
  /** The restriction rules tab (registrations). */
  restrictions?: ComponentType<TabProps>;
  /** The confirmation e-mail tab (communications). */
  confirmationEmail?: ComponentType<TabProps>;
  /** In the actions tab: writing to the event's volunteers (communications). */
  mailing?: ComponentType<TabProps>;
  /** In the actions tab: the public manager view link and its rotation (managers). */
  managerView?: ComponentType<{ eventId: string }>;
  /** In the actions tab: the way to the event's meals (meals). */
  meals?: ComponentType<{ eventId: string }>;
}

/** A tab's props on the edit page, with the parts the app gave. */
export interface EditTabProps extends TabProps {
  parts: EventEditParts;
}
