import type { EventEditQuery } from '../../gql/graphql';

export type EditedEvent = EventEditQuery['event'];
export type EditedPosition = EditedEvent['positions'][number];

export interface TabProps {
  event: EditedEvent;
  /** Reloads the event after a change made outside its own mutation result. */
  reload: () => Promise<unknown>;
}
