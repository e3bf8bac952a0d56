import { ACTIVE_PARTICIPATION_STATUSES, ParticipationStatus } from '@benevo/schema';
import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { groupedLoader } from '../events/events.loaders';
import { Participation } from './participation.entity';

export interface ParticipationLoaders {
  /** Active participations (they hold places) of each slot, oldest first. */
  activeBySlotId: DataLoader<number, Participation[]>;
  /** Participations awaiting the organizer's validation, per organization (the menu badge). */
  pendingCountByOrganizationId: DataLoader<number, number>;
}

export function createParticipationLoaders(manager: EntityManager): ParticipationLoaders {
  return {
    activeBySlotId: groupedLoader(manager, Participation, 'timeSlotId', { createdAt: 'ASC', id: 'ASC' }, {
      validationStatus: In([...ACTIVE_PARTICIPATION_STATUSES]),
    }),
    pendingCountByOrganizationId: new DataLoader(async (organizationIds) => {
      const rows: Array<{ organization_id: number; pending: string }> = await manager
        .createQueryBuilder(Participation, 'p')
        .select('p.organization_id', 'organization_id')
        .addSelect('COUNT(*)', 'pending')
        .where('p.organization_id IN (:...organizationIds)', { organizationIds: [...organizationIds] })
        .andWhere('p.validation_status = :status', { status: ParticipationStatus.AWAITING_ORGANIZER_VALIDATION })
        .groupBy('p.organization_id')
        .getRawMany();
      const counts = new Map(rows.map((row) => [Number(row.organization_id), Number(row.pending)]));
      return organizationIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}
