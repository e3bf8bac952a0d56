import type { RequestTenant } from '../../common/tenant';
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
  /** A campaign's own attributes. */
  attributesByCampaignId: DataLoader<number, Attribute[]>;
  /** An event's form fields in their order. */
  fieldsByEventId: DataLoader<number, FormField[]>;
  /** A campaign's form fields in their order. */
  fieldsByCampaignId: DataLoader<number, FormField[]>;
  fieldById: DataLoader<number, FormField | null>;
  valuesByVolunteerId: DataLoader<number, AttributeValue[]>;
  valuesByParticipationId: DataLoader<number, AttributeValue[]>;
  valuesByCampaignRegistrationId: DataLoader<number, AttributeValue[]>;
}

export function createFormsLoaders(manager: EntityManager, tenant?: RequestTenant): FormsLoaders {
  return {
    attributeById: byIdLoader(manager, Attribute, tenant),
    optionsByAttributeId: groupedLoader(manager, AttributeOption, 'attributeId', { order: 'ASC', id: 'ASC' }, {}, tenant),
    attributesByEventId: groupedLoader(manager, Attribute, 'eventId', { order: 'ASC', id: 'ASC' }, {}, tenant),
    attributesByCampaignId: groupedLoader(manager, Attribute, 'campaignId', { order: 'ASC', id: 'ASC' }, {}, tenant),
    fieldsByEventId: groupedLoader(manager, FormField, 'eventId', { order: 'ASC', id: 'ASC' }, {}, tenant),
    fieldsByCampaignId: groupedLoader(manager, FormField, 'campaignId', { order: 'ASC', id: 'ASC' }, {}, tenant),
    fieldById: byIdLoader(manager, FormField, tenant),
    valuesByVolunteerId: groupedLoader(manager, AttributeValue, 'volunteerId', { id: 'ASC' }, {}, tenant),
    valuesByParticipationId: groupedLoader(manager, AttributeValue, 'participationId', { id: 'ASC' }, {}, tenant),
    valuesByCampaignRegistrationId: groupedLoader(manager, AttributeValue, 'campaignRegistrationId', { id: 'ASC' }, {}, tenant),
  };
}
