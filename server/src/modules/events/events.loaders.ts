import type { RequestTenant } from '../../common/tenant';
import { ACTIVE_PARTICIPATION_STATUSES } from '@benevo/schema';
import type DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader, groupedLoader, sumLoader } from '../../common/loaders';
import { EventDay } from './event-day.entity';
import { EventImage } from './event-image.entity';
import { Event } from './event.entity';
import { Sector } from './sector.entity';

// Read model: `registered` and `required` sum the active participations (participations module) and
// the slots (slots module) per event in one statement per batch, the counts every event list shows.

export interface EventLoaders {
  byId: DataLoader<number, Event | null>;
  days: DataLoader<number, EventDay[]>;
  images: DataLoader<number, EventImage[]>;
  sectors: DataLoader<number, Sector[]>;
  sectorById: DataLoader<number, Sector | null>;
  /** Places held by active participations (sum of nbParticipants). */
  registered: DataLoader<number, number>;
  /** Sum of the slots' requiredVolunteerCount. */
  required: DataLoader<number, number>;
}

export const ACTIVE_STATUS_LIST = `(${ACTIVE_PARTICIPATION_STATUSES.join(',')})`;

export function createEventLoaders(manager: EntityManager, tenant?: RequestTenant): EventLoaders {
  return {
    byId: byIdLoader(manager, Event, tenant),
    days: groupedLoader(manager, EventDay, 'eventId', { startsAt: 'ASC', id: 'ASC' }, {}, tenant),
    images: groupedLoader(manager, EventImage, 'eventId', { order: 'ASC', id: 'ASC' }, {}, tenant),
    sectors: groupedLoader(manager, Sector, 'eventId', { order: 'ASC', id: 'ASC' }, {}, tenant),
    sectorById: byIdLoader(manager, Sector, tenant),
    registered: sumLoader(
      manager,
      `SELECT event_id AS key, SUM(nb_participants) AS total FROM participation
       WHERE event_id = ANY($1) AND validation_status IN ${ACTIVE_STATUS_LIST} GROUP BY event_id`,
    ),
    required: sumLoader(
      manager,
      `SELECT event_id AS key, SUM(required_volunteer_count) AS total FROM time_slot WHERE event_id = ANY($1) GROUP BY event_id`,
    ),
  };
}
