import { ACTIVE_PARTICIPATION_STATUSES, ParticipationStatus, translate, type MessageKey } from '@benevo/schema';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** What one VEVENT shows of a participation (built by calendar.service from the loaders). */
export interface CalendarShift {
  participationId: number;
  status: ParticipationStatus;
  start: Date;
  end: Date;
  eventName: string;
  positionName: string;
  positionDescription: string;
  sectorName: string | null;
  slotDescription: string;
  nbParticipants: number;
  latitude: number | null;
  longitude: number | null;
  /** The event's reminderDelaysHours: one display alarm each (active shifts only). */
  reminderDelaysHours: number[];
  /** SEQUENCE and the instant of the last change the feed saw (DTSTAMP, LAST-MODIFIED). */
  sequence: number;
  changedAt: Date;
}

export interface CalendarOptions {
  name: string;
  description?: string;
  language: string;
  /** The host part of every UID (the server's public host): stable per participation. */
  uidDomain: string;
  portalLink: string;
}

/** Stable per participation, whatever its slot or status: a calendar updates the event in place. */
export const shiftUid = (participationId: number, domain: string): string => `participation-${participationId}@${domain}`;

export function shiftSummary(shift: Pick<CalendarShift, 'positionName' | 'eventName'>, language: string): string {
  return translate(language, 'calendar.summary', { position: shift.positionName, event: shift.eventName });
}

/** What changes the VEVENT (a new fingerprint bumps SEQUENCE). */
export function shiftFingerprint(shift: Omit<CalendarShift, 'sequence' | 'changedAt'>): string {
  return JSON.stringify([
    shift.status,
    shift.start.toISOString(),
    shift.end.toISOString(),
    shift.eventName,
    shift.positionName,
    shift.positionDescription,
    shift.sectorName,
    shift.slotDescription,
    shift.nbParticipants,
    shift.latitude,
    shift.longitude,
    shift.reminderDelaysHours,
  ]);
}

const isActive = (status: ParticipationStatus) => ACTIVE_PARTICIPATION_STATUSES.includes(status);

function eventStatus(status: ParticipationStatus): ICalEventStatus {
  if (status === ParticipationStatus.ACCEPTED) return ICalEventStatus.CONFIRMED;
  return isActive(status) ? ICalEventStatus.TENTATIVE : ICalEventStatus.CANCELLED;
}

function description(shift: CalendarShift, options: CalendarOptions): string {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(options.language, key, params);
  const lines = [
    t('calendar.position', { position: shift.positionName }),
    shift.positionDescription.trim(),
    shift.sectorName ? t('calendar.sector', { sector: shift.sectorName }) : '',
    shift.slotDescription.trim() ? t('calendar.slot', { description: shift.slotDescription.trim() }) : '',
    shift.nbParticipants > 1 ? t('calendar.group', { count: shift.nbParticipants }) : '',
    t('calendar.status', { status: t(`calendar.status.${shift.status}` as MessageKey) }),
  ].filter((line) => line !== '');
  return [...lines, '', t('calendar.portal', { portalLink: options.portalLink })].join('\n');
}

/**
 * The iCalendar text of shifts (RFC 5545) with ical-generator: times as UTC instants (no TZID: a
 * calendar shows them in its own zone, DST included), one VEVENT per participation with a stable UID,
 * a SEQUENCE bumped by every change, cancelled and declined ones kept with STATUS:CANCELLED so that
 * subscribed calendars drop them, and a display alarm per reminder delay of the event.
 */
export function buildCalendar(shifts: CalendarShift[], options: CalendarOptions): string {
  const calendar = ical({
    name: options.name,
    description: options.description ?? null,
    prodId: { company: 'Benevo', product: 'volunteer-portal', language: options.language.slice(0, 2).toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps poll a subscribed feed at this interval (REFRESH-INTERVAL and X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
  for (const shift of shifts) {
    const active = isActive(shift.status);
    const summary = shiftSummary(shift, options.language);
    const hasPlace = shift.latitude !== null && shift.longitude !== null;
    calendar.createEvent({
      id: shiftUid(shift.participationId, options.uidDomain),
      sequence: shift.sequence,
      stamp: shift.changedAt,
      lastModified: shift.changedAt,
      start: shift.start,
      end: shift.end,
      summary: active ? summary : translate(options.language, 'calendar.cancelledSummary', { summary }),
      description: description(shift, options),
      location: hasPlace
        ? { title: [shift.positionName, shift.sectorName].filter(Boolean).join(', '), geo: { lat: shift.latitude!, lon: shift.longitude! } }
        : [shift.positionName, shift.sectorName].filter(Boolean).join(', '),
      status: eventStatus(shift.status),
      url: options.portalLink,
      alarms: active
        ? shift.reminderDelaysHours.map((hours) => ({
            type: ICalAlarmType.display,
            triggerBefore: hours * 3600,
            description: translate(options.language, 'calendar.alarm', { summary }),
          }))
        : [],
    });
  }
  return calendar.toString();
}
