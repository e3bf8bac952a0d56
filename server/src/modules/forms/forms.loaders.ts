import type DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { byIdLoader, groupedLoader } from '../../common/loaders';
import { AttributeValue } from './attribute-value.entity';
import { Attribute, AttributeOption } from './attribute.entity';
import { FormField } from './form-field.entity';

export interface FormsLoaders {
  attributeById: DataLoader<number, Attribute | null>;
  /** An attribute's options in their order. */
  optionsByAttributeId: DataLoader<number, AttributeOption[]>;
  /** An event's own attributes (event attributes). */
  attributesByEventId: DataLoader<number, Attribute[]>;
  /** An event's form fields in their order. */
  fieldsByEventId: DataLoader<number, FormField[]>;
  fieldById: DataLoader<number, FormField | null>;
  valuesByVolunteerId: DataLoader<number, AttributeValue[]>;
  valuesByParticipationId: DataLoader<number, AttributeValue[]>;
}

export function createFormsLoaders(manager: EntityManager): FormsLoaders {
  return {
    attributeById: byIdLoader(manager, Attribute),
    optionsByAttributeId: groupedLoader(manager, AttributeOption, 'attributeId', { order: 'ASC', id: 'ASC' }),
    attributesByEventId: groupedLoader(manager, Attribute, 'eventId', { order: 'ASC', id: 'ASC' }),
    fieldsByEventId: groupedLoader(manager, FormField, 'eventId', { order: 'ASC', id: 'ASC' }),
    fieldById: byIdLoader(manager, FormField),
    valuesByVolunteerId: groupedLoader(manager, AttributeValue, 'volunteerId', { id: 'ASC' }),
    valuesByParticipationId: groupedLoader(manager, AttributeValue, 'participationId', { id: 'ASC' }),
  };
}
