import * as yup from 'yup';
import {
  DAY_OVERFLOW_LIMIT_HOUR,
  DEFAULT_TIME_ZONE,
  MAX_EVENT_IMAGES,
  TEASER_MAX_LENGTH,
} from './constants';
import { INITIAL_PARTICIPATION_STATUSES } from './enums';
import { messageKey } from './validation';

/** Archived events show with this prefix in their display name (spec 3); the stored name never has it. */
export const ARCHIVE_PREFIX = '[ARCHIVE] ';
/** Default planning zoom, in minutes (one of ZOOM_STEPS). */
export const DEFAULT_ZOOM_LEVEL = 15;
export const DEFAULT_EVENT_VERSION = 2;

export const VOLUNTEER_NAME_DISPLAYS = ['nothing', 'full_name', 'last_name_abbreviated'] as const;
export type VolunteerNameDisplay = (typeof VOLUNTEER_NAME_DISPLAYS)[number];
export const POSITION_ORDERINGS = ['prefer_positions_with_slots', 'preserve_order'] as const;
export type PositionOrdering = (typeof POSITION_ORDERINGS)[number];
export const FULL_SLOTS_DISPLAYS = ['show', 'hide'] as const;
export type FullSlotsDisplay = (typeof FULL_SLOTS_DISPLAYS)[number];

/**
 * Participation rankings an event can show (spec 3 Rankings: id, name). The spec lists no values: these
 * are the rankings the product computes; GET /participations-rankings/ answers this list.
 */
export const PARTICIPATIONS_RANKINGS = [
  { id: 1, name: 'hours' },
  { id: 2, name: 'participations' },
  { id: 3, name: 'points' },
] as const;

/** Every field of spec 3 "Event configuration" with its default. */
export interface EventConfigurationValues {
  volunteerNameDisplay: VolunteerNameDisplay;
  positionOrdering: PositionOrdering;
  allowPublicTimeSlotCreation: boolean;
  enableRegistrations: boolean;
  showPastSlots: boolean;
  enableGroupRegistrations: boolean;
  sendMeCopyOfRegistration: boolean;
  fullSlotsDefaultDisplay: FullSlotsDisplay;
  closePositionByDefault: boolean;
  registrationEmailText: string;
  colorFree: string;
  colorFull: string;
  groupMaxSize: number;
  /** Participation status number (0..6) a new sign-up gets; 6 (accepted) by default. */
  defaultParticipationValidationStatus: number;
  /** Volunteer portal (issue 17): a volunteer may cancel until this many hours before the slot starts (0: until it starts). */
  volunteerCancelDeadlineHours: number;
  /** Reminder mails (and iCal alarms) this many hours before each shift, e.g. [24, 2]; none by default. */
  reminderDelaysHours: number[];
  /** Volunteers may offer their shifts to others (shift swaps). */
  enableShiftSwaps: boolean;
  /** A swap waits for the organizer's approval before it happens. */
  shiftSwapApproval: boolean;
}

export const DEFAULT_EVENT_CONFIGURATION: EventConfigurationValues = {
  // Privacy by default (DESIGN.md): public pages show "First L." unless the organizer chooses otherwise.
  volunteerNameDisplay: 'last_name_abbreviated',
  positionOrdering: 'preserve_order',
  allowPublicTimeSlotCreation: false,
  enableRegistrations: true,
  showPastSlots: false,
  enableGroupRegistrations: false,
  sendMeCopyOfRegistration: false,
  fullSlotsDefaultDisplay: 'hide',
  closePositionByDefault: false,
  registrationEmailText: '',
  colorFree: '#4fd68e',
  colorFull: '#d65f4f',
  groupMaxSize: 10,
  defaultParticipationValidationStatus: 6,
  volunteerCancelDeadlineHours: 0,
  reminderDelaysHours: [],
  enableShiftSwaps: false,
  shiftSwapApproval: false,
};

/**
 * The OpenStreetMap page centred on a position's meeting point (no key, no tracking script: a plain
 * link): the portal's shift, the reminder mail and the printed personal planning use it.
 */
export function mapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** Bounds of the volunteer-portal settings of an event (hours). */
export const MAX_CANCEL_DEADLINE_HOURS = 24 * 30;
export const MAX_REMINDER_DELAY_HOURS = 24 * 14;
export const MAX_REMINDERS = 3;

// ---------------------------------------------------------------------------------------------
// Time-zone arithmetic with Intl only (no data files): the server and the forms share it.

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of an instant in a time zone. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The instant at a wall-clock time in a time zone (month 1-12; day may overflow, as Date.UTC allows). */
export function zonedInstant(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsetAt = (ms: number) => {
    const w = wallTime(new Date(ms), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - ms;
  };
  let guess = asUtc - offsetAt(asUtc);
  // A second pass settles instants next to a daylight-saving change.
  guess = asUtc - offsetAt(guess);
  return new Date(guess);
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** Whether a text is a date that exists, written `YYYY-MM-DD` ("2027-13-45" and "2027-02-30" are not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An instant from an ISO 8601 date-time or epoch milliseconds; null when it names no instant
 * ("not-a-date", "2027-13-45T00:00:00Z"), so that callers answer a field error rather than fail later.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value.trim())) return null;
  if (!isCalendarDate(value.trim().slice(0, 10))) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole calendar days from date `a` to date `b` (both `YYYY-MM-DD`). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The same wall-clock time `days` calendar days later (daylight-saving changes keep the local hour). */
export function shiftByDays(instant: Date, days: number, timeZone: string): Date {
  const w = wallTime(instant, timeZone);
  return zonedInstant({ ...w, day: w.day + days }, timeZone);
}

/**
 * "+10:00" (spec 5, DESIGN.md): the latest end of a day that starts at `dayStart` and of its slots,
 * 10:00 of the next calendar day in the event's time zone.
 */
export function dayOverflowLimit(dayStart: Date | string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const w = wallTime(new Date(dayStart), timeZone);
  return zonedInstant({ year: w.year, month: w.month, day: w.day + 1, hour: DAY_OVERFLOW_LIMIT_HOUR, minute: 0, second: 0 }, timeZone);
}

export interface TimeRange {
  startTime: Date | string;
  endTime: Date | string;
}

/** Spec 5: two slots overlap when each starts before the other ends (touching ends do not overlap). */
export function slotsOverlap(a: TimeRange, b: TimeRange): boolean {
  return new Date(a.startTime).getTime() < new Date(b.endTime).getTime() && new Date(b.startTime).getTime() < new Date(a.endTime).getTime();
}

export interface DayRange {
  startsAt: Date | string;
  endsAt: Date | string;
}

export type SlotPlacement = 'ok' | 'extends' | 'overflow' | 'outside';

/**
 * Where a slot falls among an event's days: inside one day's range ('ok'); starting in a day (or
 * after its end, before its +10:00 limit) and ending after the day's end but not after +10:00
 * ('extends': a night shift, the day is extended to the slot's end); ending after +10:00 ('overflow',
 * a new day is needed); or in no day at all ('outside', it would not be visible).
 */
export function slotPlacement(slot: TimeRange, days: DayRange[], timeZone: string = DEFAULT_TIME_ZONE): SlotPlacement {
  if (days.some((day) => slotFitsIn(slot, day))) return 'ok';
  if (dayToExtend(slot, days, timeZone) !== null) return 'extends';
  const start = new Date(slot.startTime).getTime();
  const end = new Date(slot.endTime).getTime();
  const overflows = days.some((day) => {
    const limit = dayOverflowLimit(day.startsAt, timeZone).getTime();
    return start >= new Date(day.startsAt).getTime() && start < limit && end > limit;
  });
  return overflows ? 'overflow' : 'outside';
}

function slotFitsIn(slot: TimeRange, day: DayRange): boolean {
  const start = new Date(slot.startTime).getTime();
  const end = new Date(slot.endTime).getTime();
  return start >= new Date(day.startsAt).getTime() && end <= new Date(day.endsAt).getTime();
}

/**
 * The index of the day a night shift extends (see slotPlacement 'extends'), or null. The latest day
 * that starts before the slot is the one, and the extension may not reach the next day's start.
 */
export function dayToExtend(slot: TimeRange, days: DayRange[], timeZone: string = DEFAULT_TIME_ZONE): number | null {
  const start = new Date(slot.startTime).getTime();
  const end = new Date(slot.endTime).getTime();
  let found: number | null = null;
  days.forEach((day, index) => {
    const dayStart = new Date(day.startsAt).getTime();
    if (dayStart > start) return;
    if (found === null || new Date(days[found].startsAt).getTime() < dayStart) found = index;
  });
  if (found === null) return null;
  const day = days[found];
  const limit = dayOverflowLimit(day.startsAt, timeZone).getTime();
  if (end <= new Date(day.endsAt).getTime() || start >= limit || end > limit) return null;
  const nextStart = Math.min(...days.map((d) => new Date(d.startsAt).getTime()).filter((t) => t > new Date(day.startsAt).getTime()));
  return end <= nextStart ? found : null;
}

export interface RecurrenceRule {
  /** Local dates `YYYY-MM-DD` on which the series runs. */
  days: string[];
  /** First start, `HH:mm` local time. */
  from: string;
  /** Latest end, `HH:mm` local time; at or before `from` means the next day. */
  to: string;
  /** A slot starts every N minutes. */
  everyMinutes: number;
  /** Length of each slot in minutes. */
  slotMinutes: number;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(value: string): number {
  const match = HH_MM.exec(value);
  if (!match) throw new Error(`not a HH:mm time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The slots of a recurrence rule (e.g. every 120 minutes from 08:00 to 20:00, 120-minute slots): a slot
 * starts at `from` and then every `everyMinutes`, as long as it ends by `to`.
 */
export function expandRecurrence(rule: RecurrenceRule, timeZone: string = DEFAULT_TIME_ZONE): Array<{ startTime: Date; endTime: Date }> {
  const from = minutesOf(rule.from);
  let to = minutesOf(rule.to);
  if (to <= from) to += 24 * 60;
  const slots: Array<{ startTime: Date; endTime: Date }> = [];
  if (rule.everyMinutes <= 0 || rule.slotMinutes <= 0) return slots;
  for (const day of [...new Set(rule.days)].sort()) {
    const [year, month, date] = day.split('-').map(Number);
    for (let start = from; start + rule.slotMinutes <= to; start += rule.everyMinutes) {
      const at = (minutes: number) =>
        zonedInstant({ year, month, day: date, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 }, timeZone);
      slots.push({ startTime: at(start), endTime: at(start + rule.slotMinutes) });
    }
  }
  return slots;
}

// ---------------------------------------------------------------------------------------------
// yup schemas (messages are catalogue keys, see validation.ts)

const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$|^https?:\/\/localhost(:\d+)?([/?#]\S*)?$/i;
const COLOR = /^#[0-9a-f]{6}$/i;

const timeZoneField = () =>
  yup
    .string()
    .default(DEFAULT_TIME_ZONE)
    .test('time-zone', 'validation.timeZone', (value) => value === undefined || isValidTimeZone(value));

const daySchema = yup.object({
  startsAt: yup.date().typeError('validation.date').required('validation.required'),
  endsAt: yup
    .date()
    .typeError('validation.date')
    .required('validation.required')
    .test('after-start', 'validation.endBeforeStart', function (value) {
      const start = this.parent.startsAt as Date | undefined;
      return !start || !value || value.getTime() > start.getTime();
    })
    .test('day-overflow', 'validation.dayOverflow', function (value) {
      const start = this.parent.startsAt as Date | undefined;
      const event = this.from?.[1]?.value as { timeZone?: string } | undefined;
      const timeZone = event?.timeZone && isValidTimeZone(event.timeZone) ? event.timeZone : DEFAULT_TIME_ZONE;
      return !start || !value || value.getTime() <= dayOverflowLimit(start, timeZone).getTime();
    }),
});

export const eventConfigurationSchema = yup.object({
  volunteerNameDisplay: yup.string().oneOf([...VOLUNTEER_NAME_DISPLAYS], 'validation.required'),
  positionOrdering: yup.string().oneOf([...POSITION_ORDERINGS], 'validation.required'),
  allowPublicTimeSlotCreation: yup.boolean(),
  enableRegistrations: yup.boolean(),
  showPastSlots: yup.boolean(),
  enableGroupRegistrations: yup.boolean(),
  sendMeCopyOfRegistration: yup.boolean(),
  fullSlotsDefaultDisplay: yup.string().oneOf([...FULL_SLOTS_DISPLAYS], 'validation.required'),
  closePositionByDefault: yup.boolean(),
  registrationEmailText: yup.string().max(20_000, messageKey('validation.maxLength', { max: 20_000 })),
  colorFree: yup.string().matches(COLOR, 'validation.color'),
  colorFull: yup.string().matches(COLOR, 'validation.color'),
  groupMaxSize: yup
    .number()
    .typeError('validation.integer')
    .integer('validation.integer')
    .min(1, messageKey('validation.min', { min: 1 }))
    .max(100, messageKey('validation.max', { max: 100 })),
  defaultParticipationValidationStatus: yup.number().oneOf([...INITIAL_PARTICIPATION_STATUSES], 'validation.initialStatus'),
  volunteerCancelDeadlineHours: yup
    .number()
    .typeError('validation.integer')
    .integer('validation.integer')
    .min(0, messageKey('validation.min', { min: 0 }))
    .max(MAX_CANCEL_DEADLINE_HOURS, messageKey('validation.max', { max: MAX_CANCEL_DEADLINE_HOURS })),
  reminderDelaysHours: yup
    .array(
      yup
        .number()
        .typeError('validation.integer')
        .integer('validation.integer')
        .min(1, messageKey('validation.min', { min: 1 }))
        .max(MAX_REMINDER_DELAY_HOURS, messageKey('validation.max', { max: MAX_REMINDER_DELAY_HOURS }))
        .required('validation.required'),
    )
    .max(MAX_REMINDERS, messageKey('validation.maxItems', { max: MAX_REMINDERS })),
  enableShiftSwaps: yup.boolean(),
  shiftSwapApproval: yup.boolean(),
});

/** Spec 5 "Event". `images` counts the images the event keeps plus the new ones. */
export const eventSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(200, messageKey('validation.maxLength', { max: 200 })),
  description: yup.string().trim().required('validation.required'),
  responsable: yup.string().trim().required('validation.required'),
  email: yup.string().trim().required('validation.email').email('validation.email'),
  teaser: yup.string().max(TEASER_MAX_LENGTH, messageKey('validation.maxLength', { max: TEASER_MAX_LENGTH })),
  website: yup
    .string()
    .trim()
    .test('website', 'validation.website', (value) => !value || HTTP_URL.test(value)),
  timeZone: timeZoneField(),
  days: yup.array(daySchema).required('validation.daysRequired').min(1, 'validation.daysRequired'),
  images: yup.array().max(MAX_EVENT_IMAGES, messageKey('validation.maxImages', { max: MAX_EVENT_IMAGES })),
  zoomLevel: yup.number().oneOf([5, 15, 30, 60], 'validation.required'),
  configuration: eventConfigurationSchema.default(undefined),
});

export const sectorSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(200, messageKey('validation.maxLength', { max: 200 })),
  description: yup.string(),
  order: yup.number().integer('validation.integer'),
});

/** Spec 3/5 "Position": maxParticipantsAtTime 0 means unlimited. */
export const positionSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(200, messageKey('validation.maxLength', { max: 200 })),
  description: yup.string(),
  order: yup.number().typeError('validation.integer').integer('validation.integer'),
  maxParticipantsAtTime: yup
    .number()
    .typeError('validation.integer')
    .integer('validation.integer')
    .min(0, messageKey('validation.min', { min: 0 })),
  defaultParticipationValidationStatus: yup.number().oneOf([...INITIAL_PARTICIPATION_STATUSES], 'validation.initialStatus'),
  latitude: yup
    .number()
    .typeError('validation.number')
    .nullable()
    .min(-90, messageKey('validation.min', { min: -90 }))
    .max(90, messageKey('validation.max', { max: 90 })),
  longitude: yup
    .number()
    .typeError('validation.number')
    .nullable()
    .min(-180, messageKey('validation.min', { min: -180 }))
    .max(180, messageKey('validation.max', { max: 180 })),
});

export const timeSlotSchema = yup.object({
  startTime: yup.date().typeError('validation.date').required('validation.required'),
  endTime: yup
    .date()
    .typeError('validation.date')
    .required('validation.required')
    .test('after-start', 'validation.endBeforeStart', function (value) {
      const start = this.parent.startTime as Date | undefined;
      return !start || !value || value.getTime() > start.getTime();
    }),
  requiredVolunteerCount: yup
    .number()
    .typeError('validation.integer')
    .integer('validation.integer')
    .min(0, messageKey('validation.min', { min: 0 })),
  description: yup.string().max(2000, messageKey('validation.maxLength', { max: 2000 })),
  isPrivate: yup.boolean(),
  hourlyRate: yup.number().typeError('validation.number').nullable().min(0, messageKey('validation.min', { min: 0 })),
});

export const recurrenceSchema = yup.object({
  days: yup
    .array(yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, 'validation.date').required('validation.date'))
    .required('validation.daysRequired')
    .min(1, 'validation.daysRequired'),
  from: yup.string().required('validation.required').matches(HH_MM, 'validation.time'),
  to: yup.string().required('validation.required').matches(HH_MM, 'validation.time'),
  everyMinutes: yup
    .number()
    .typeError('validation.integer')
    .required('validation.required')
    .integer('validation.integer')
    .min(5, messageKey('validation.min', { min: 5 })),
  slotMinutes: yup
    .number()
    .typeError('validation.integer')
    .required('validation.required')
    .integer('validation.integer')
    .min(5, messageKey('validation.min', { min: 5 })),
});

export const tagSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(100, messageKey('validation.maxLength', { max: 100 })),
  visibility: yup.number().oneOf([0, 1], 'validation.required'),
  color: yup.string().matches(COLOR, 'validation.color'),
});

export const rewardCategorySchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(100, messageKey('validation.maxLength', { max: 100 })),
  hourlyRate: yup.number().typeError('validation.number').min(0, messageKey('validation.min', { min: 0 })),
  icon: yup.string(),
  timeSlotColor: yup.string().matches(COLOR, 'validation.color'),
});

/** Spec 3 Tag: the category's name, ' - ', then the tag's name (a tag without category: its name). */
export function tagDisplayName(name: string, categoryName?: string | null): string {
  return categoryName ? `${categoryName} - ${name}` : name;
}
