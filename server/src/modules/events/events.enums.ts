import { ParticipationStatus } from '@benevo/schema';
import { registerEnumType } from 'type-graphql';

/** Spec 4 event status; GraphQL shows the names, the database stores 0/1/2. */
export enum EventStatusEnum {
  DRAFT = 0,
  PUBLISHED = 1,
  ARCHIVED = 2,
}

/** GraphQL names for the stored configuration values (spec 3 "Event configuration"). */
export enum VolunteerNameDisplayEnum {
  NOTHING = 'nothing',
  FULL_NAME = 'full_name',
  LAST_NAME_ABBREVIATED = 'last_name_abbreviated',
}

export enum PositionOrderingEnum {
  PREFER_POSITIONS_WITH_SLOTS = 'prefer_positions_with_slots',
  PRESERVE_ORDER = 'preserve_order',
}

export enum FullSlotsDisplayEnum {
  SHOW = 'show',
  HIDE = 'hide',
}

export enum PlanningFormat {
  XLSX = 'xlsx',
  CSV = 'csv',
}

registerEnumType(EventStatusEnum, { name: 'EventStatus' });
registerEnumType(ParticipationStatus, { name: 'ParticipationStatus', description: 'Stored 0..6 (DESIGN.md)' });
registerEnumType(VolunteerNameDisplayEnum, { name: 'VolunteerNameDisplay' });
registerEnumType(PositionOrderingEnum, { name: 'PositionOrdering' });
registerEnumType(FullSlotsDisplayEnum, { name: 'FullSlotsDisplay' });
registerEnumType(PlanningFormat, { name: 'PlanningFormat' });
