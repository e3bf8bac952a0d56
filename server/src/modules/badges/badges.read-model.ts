import { ParticipationStatus } from '@benevo/schema';
import type { EntityManager } from 'typeorm';

// Read model: a badge sheet prints, for hundreds or thousands of volunteers, their names, categories,
// the positions of their accepted participations in the event and one answer; reading them through
// four modules' services would cost a statement per volunteer. Reads only, scoped to one organization.

/** What a badge prints about one volunteer, before the scan code and the images. */
export interface BadgeVolunteerRow {
  volunteerId: number;
  firstName: string;
  lastName: string;
  /** Public path of the volunteer's photo (/media/...), or null. */
  profilePicture: string | null;
  categories: string[];
  /** Names of the positions of the volunteer's accepted participations in the event (by name). */
  positions: string[];
  /** The stored answer to the template's attribute (the volunteer's, else one of their participations in the event). */
  answer: string | null;
}

/**
 * The volunteers with an accepted participation in the event (only those in `categoryId` when given),
 * by last then first name.
 */
export async function acceptedVolunteerIds(manager: EntityManager, organizationId: number, eventId: number, categoryId: number | null): Promise<number[]> {
  const params: unknown[] = [organizationId, eventId, ParticipationStatus.ACCEPTED];
  const inCategory =
    categoryId === null ? '' : `AND EXISTS (SELECT 1 FROM volunteer_category_member m WHERE m.volunteer_id = v.id AND m.category_id = $${params.push(categoryId)})`;
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT v.id FROM volunteer v
      WHERE v.organization_id = $1
        AND EXISTS (SELECT 1 FROM participation p WHERE p.volunteer_id = v.id AND p.event_id = $2 AND p.organization_id = $1 AND p.validation_status = $3)
        ${inCategory}
      ORDER BY lower(v.last_name), lower(v.first_name), v.id`,
    params,
  );
  return rows.map((row) => Number(row.id));
}

/** The badge rows of volunteers of the organization, in the order of `volunteerIds` (unknown ids left out). */
export async function badgeVolunteerRows(
  manager: EntityManager,
  input: { organizationId: number; volunteerIds: number[]; eventId: number | null; attributeId: number | null },
): Promise<BadgeVolunteerRow[]> {
  if (input.volunteerIds.length === 0) return [];
  const rows: Array<{
    id: number;
    first_name: string;
    last_name: string;
    profile_picture: string | null;
    categories: string[] | null;
    positions: string[] | null;
    answer: string | null;
  }> = await manager.query(
    `SELECT v.id, v.first_name, v.last_name, v.profile_picture,
            (SELECT array_agg(c.name ORDER BY lower(c.name), c.id) FROM volunteer_category_member m
               JOIN volunteer_category c ON c.id = m.category_id WHERE m.volunteer_id = v.id) AS categories,
            (SELECT array_agg(DISTINCT pos.name ORDER BY pos.name) FROM participation p
               JOIN time_slot ts ON ts.id = p.time_slot_id JOIN position pos ON pos.id = ts.position_id
              WHERE p.volunteer_id = v.id AND p.event_id = $3 AND p.validation_status = $5) AS positions,
            (SELECT av.value FROM attribute_value av
              WHERE av.attribute_id = $4 AND av.organization_id = $2
                AND (av.volunteer_id = v.id
                     OR av.participation_id IN (SELECT p.id FROM participation p WHERE p.volunteer_id = v.id AND p.event_id = $3))
              ORDER BY av.volunteer_id NULLS LAST, av.id LIMIT 1) AS answer
       FROM volunteer v WHERE v.id = ANY($1::int[]) AND v.organization_id = $2`,
    [input.volunteerIds, input.organizationId, input.eventId, input.attributeId, ParticipationStatus.ACCEPTED],
  );
  const byId = new Map(
    rows.map((row) => [
      Number(row.id),
      {
        volunteerId: Number(row.id),
        firstName: row.first_name,
        lastName: row.last_name,
        profilePicture: row.profile_picture,
        categories: row.categories ?? [],
        positions: row.positions ?? [],
        answer: row.answer,
      },
    ]),
  );
  return input.volunteerIds.map((id) => byId.get(id)).filter((row): row is BadgeVolunteerRow => row !== undefined);
}
