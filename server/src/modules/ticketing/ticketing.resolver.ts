import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { RequiresRight } from '../organizations/rights.decorator';
import type { TicketingAccreditation, TicketingEventMapping } from './ticketing.entity';
import { ticketingService, type TicketingSyncView } from './ticketing.service';
import {
  TicketingAccreditationType,
  TicketingEventMappingType,
  TicketingMappingInput,
  TicketingSettingsInput,
  TicketingSettingsType,
  TicketingSyncStatusEnum,
  TicketingSyncType,
  TicketingVendorEventType,
} from './ticketing.types';

const mappingView = (mapping: TicketingEventMapping): TicketingEventMappingType => ({
  eventId: mapping.eventId,
  vendorEventId: mapping.vendorEventId,
  vendorTicketId: mapping.vendorTicketId,
  modifiedAt: mapping.modifiedAt,
});

const syncView = (sync: TicketingSyncView): TicketingSyncType => ({ ...sync, status: sync.status as TicketingSyncStatusEnum });

const accreditationView = (row: TicketingAccreditation): TicketingAccreditationType => ({
  id: row.id,
  eventId: row.eventId,
  volunteerId: row.volunteerId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  vendorParticipantId: row.vendorParticipantId,
  barcode: row.barcode,
  checkedIn: row.checkedIn,
  checkedInAt: row.checkedInAt,
  modifiedAt: row.modifiedAt,
});

/** The ticketing integration (issue 16): settings, linked events, synchronisations and accreditations (enableWeezevent). */
@Resolver()
export class TicketingResolver {
  @RequiresRight('ticketing')
  @Authorized('organizer')
  @Query(() => TicketingSettingsType, { description: 'The ticketing connection of the organization' })
  async ticketingSettings(@Ctx() ctx: RequestContext): Promise<TicketingSettingsType> {
    return ticketingService.settings(ctx);
  }

  @RequiresRight('ticketing')
  @Authorized('organizer')
  @Mutation(() => TicketingSettingsType, { description: 'Saves the base URL and replaces the credentials given (empty keeps them)' })
  async updateTicketingSettings(@Arg('input') input: TicketingSettingsInput, @Ctx() ctx: RequestContext): Promise<TicketingSettingsType> {
    return ticketingService.updateSettings(ctx, input);
  }

  @RequiresRight('ticketing')
  @Authorized('organizer')
  @Query(() => [TicketingVendorEventType], { description: "The vendor's events the stored credentials reach, with their ticket types (asks the vendor)" })
  async ticketingVendorEvents(@Ctx() ctx: RequestContext): Promise<TicketingVendorEventType[]> {
    return ticketingService.vendorEvents(ctx);
  }

  @RequiresRight('ticketing')
  @Authorized('organizer')
  @Query(() => [TicketingEventMappingType], { description: 'The events linked to the ticketing' })
  async ticketingMappings(@Ctx() ctx: RequestContext): Promise<TicketingEventMappingType[]> {
    return (await ticketingService.mappings(ctx)).map(mappingView);
  }

  @RequiresRight('ticketing')
  @Authorized('organizer')
  @Mutation(() => TicketingEventMappingType, { description: "Links an event to the vendor's event and the volunteers' ticket type" })
  async setTicketingMapping(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('input') input: TicketingMappingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TicketingEventMappingType> {
    return mappingView(await ticketingService.setMapping(ctx, eventId, input));
  }

  @RequiresRight('ticketing')
  @Authorized('organizer')
  @Mutation(() => TicketingSyncType, { description: 'Sync now: queues a synchronisation of the event (answers the one waiting or running, if any)' })
  async syncTicketing(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<TicketingSyncType> {
    return syncView(await ticketingService.requestSync(ctx, eventId));
  }

  @RequiresRight('ticketing')
  @Authorized('organizer')
  @Query(() => [TicketingSyncType], { description: 'The synchronisations, newest first (one event’s when given; default 50, at most 200)' })
  async ticketingSyncs(
    @Arg('eventId', () => ID, { nullable: true }) eventId: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<TicketingSyncType[]> {
    return (await ticketingService.syncs(ctx, { eventId, limit })).map(syncView);
  }

  @RequiresRight('ticketing')
  @Authorized('organizer')
  @Query(() => TicketingSyncType)
  async ticketingSync(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<TicketingSyncType> {
    return syncView(await ticketingService.sync(ctx, id));
  }

  @RequiresRight('ticketing')
  @Authorized('organizer')
  @Query(() => [TicketingAccreditationType], { description: 'The event’s accreditations with their check-in status, by name' })
  async ticketingAccreditations(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<TicketingAccreditationType[]> {
    return (await ticketingService.accreditations(ctx, eventId)).map(accreditationView);
  }
}
