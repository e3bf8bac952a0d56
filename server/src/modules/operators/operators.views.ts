import type { ScanAction } from './operator.entity';
import type { OperatorView } from './operators.service';
import { OperatorType, ScanActionKind, ScanActionType, ScanConfigType, ScanItemKind } from './operators.objects';
import type { ScanConfigView } from './stand.service';

/** GraphQL values of the operators module's rows, shared by its two resolvers. */
export function operatorView(operator: OperatorView): OperatorType {
  return {
    id: operator.id,
    eventId: operator.eventId,
    name: operator.name,
    tagIds: operator.tagIds,
    tags: operator.tags,
    loginSecret: operator.loginSecret,
    lastLoginAt: operator.lastLoginAt,
    createdAt: operator.createdAt,
  };
}

export function scanConfigView(config: ScanConfigView): ScanConfigType {
  return { ...config, items: config.items.map((item) => ({ ...item, kind: item.kind as ScanItemKind })) };
}

export function scanActionView(action: ScanAction & { volunteerName?: string }): ScanActionType {
  return {
    id: action.id,
    kind: action.kind as ScanActionKind,
    volunteerId: action.volunteerId,
    volunteerName: action.volunteerName ?? '',
    operatorName: action.operatorName,
    label: action.label,
    happenedAt: action.happenedAt,
    createdAt: action.createdAt,
    undoneAt: action.undoneAt,
  };
}

