import { Column } from 'typeorm';

/**
 * The tenant and event columns every event-scoped table repeats. Only what is identical lives here:
 * the id, the `event` foreign key and the indexes keep their per-table constraint names in each
 * entity, and GraphQL fields stay on the subclasses (this class is no ObjectType).
 */
export abstract class EventScopedEntity {
  @Column({ type: 'integer' })
  organizationId: number;

  @Column({ type: 'integer' })
  eventId: number;
}
