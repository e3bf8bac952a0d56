import { ACTIVE_PARTICIPATION_STATUSES } from '@benevo/schema';
import type DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { groupedLoader } from '../events/events.loaders';
import { Participation } from './participation.entity';

export interface ParticipationLoaders {
  /** Active participations (they hold places) of each slot, oldest first. */
  activeBySlotId: DataLoader<number, Participation[]>;
}

export function createParticipationLoaders(manager: EntityManager): ParticipationLoaders {
  return {
    activeBySlotId: groupedLoader(manager, Participation, 'timeSlotId', { createdAt: 'ASC', id: 'ASC' }, {
      validationStatus: In([...ACTIVE_PARTICIPATION_STATUSES]),
    }),
  };
}
