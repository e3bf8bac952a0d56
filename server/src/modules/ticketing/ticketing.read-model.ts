import { ParticipationStatus } from '@benevo/schema';
import type { EntityManager } from 'typeorm';

// Read model: a sync sends every volunteer with an accepted participation in the event (hundreds or
// thousands); reading them through the participations and volunteers services would cost a statement
// per volunteer. Reads only, scoped to one organization and event.

export interface AccreditedVolunteer {
  volunteerId: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** The volunteers with at least one accepted participation in the event, one row each, by id. */
export async function acceptedVolunteers(manager: EntityManager, organizationId: number, eventId: number): Promise<AccreditedVolunteer[]> {
  const rows: Array<{ id: number; first_name: string; last_name: string; email: string }> = await manager.query(
    `SELECT v.id, v.first_name, v.last_name, v.email FROM volunteer v
      WHERE v.organization_id = $1
        AND EXISTS (SELECT 1 FROM participation p
                     WHERE p.volunteer_id = v.id AND p.event_id = $2 AND p.organization_id = $1 AND p.validation_status = $3)
      ORDER BY v.id`,
    [organizationId, eventId, ParticipationStatus.ACCEPTED],
  );
  return rows.map((row) => ({ volunteerId: Number(row.id), firstName: row.first_name, lastName: row.last_name, email: row.email }));
}
