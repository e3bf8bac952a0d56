import { dateString } from '../../common/dates';
import type { ExportedFileType } from '../../common/export-file.types';
import type { AssignmentFilterData, DocumentFile } from './manager-space.service';
import type { AssignmentFilter, ManagerType } from './managers.objects';
import type { ManagerView } from './managers.service';

/** GraphQL values of the managers module's rows. */
export function managerView(manager: ManagerView): ManagerType {
  return {
    id: manager.id,
    email: manager.email,
    organizationId: manager.organizationId,
    eventIds: manager.eventIds.map(Number),
    events: manager.events,
    invitedAt: manager.invitedAt,
    canCancelSlots: manager.canCancelSlots,
    hasPassword: manager.passwordHash !== null,
    createdAt: manager.createdAt,
  };
}

export function fileView(file: DocumentFile): ExportedFileType {
  return { fileName: file.fileName, mimeType: file.mimeType, base64: file.content.toString('base64') };
}

export function assignmentFilterOf(filter: AssignmentFilter | null): AssignmentFilterData {
  return {
    days: filter?.days?.map((day) => dateString(day)) ?? null,
    positionIds: filter?.positionIds ?? null,
    sectorIds: filter?.sectorIds ?? null,
    statuses: filter?.statuses ?? null,
    search: filter?.search ?? null,
  };
}
