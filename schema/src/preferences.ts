import * as yup from 'yup';
import { isCalendarDate, localDate, zonedInstant } from './events';
import { translate } from './messages';
import { messageKey } from './validation';

/**
 * Issue 18 (preferences): where the auto-assignment's availability and preferred positions come from.
 * An event's sign-up or a campaign's form may ask for the days and hours a volunteer is available and
 * for their preferred positions, ranked (base attributes `availability` and `preferred_positions` of the
 * form editor). Stored per volunteer and event or campaign (table assignment_preference), editable by
 * the organizer. Shared by the server (which enforces these rules), the clients (same messages) and
 * the solver's read model (availabilityRanges).
 */
export const PREFERENCES_RULES_VERSION = 1;

/** The two base attributes of the form editor that ask for preferences (events and campaigns). */
export const PREFERENCE_BASE_ATTRIBUTES = ['availability', 'preferred_positions'] as const;
export type PreferenceBaseAttribute = (typeof PREFERENCE_BASE_ATTRIBUTES)[number];

/**
 * One range a volunteer is available: a calendar day (YYYY-MM-DD, in the event's or campaign's time
 * zone) and wall-clock hours; `to` may be '24:00' (until midnight). `from` < `to`.
 */
export interface AvailabilityWindow {
  day: string;
  from: string;
  to: string;
}

/** What a volunteer gave: null availability = any time; positions ranked, the first preferred. */
export interface VolunteerPreferenceValues {
  availability: AvailabilityWindow[] | null;
  /** Events: ids of the event's positions, ranked. */
  preferredPositionIds: string[];
  /** Campaigns: position names of the organization's events, ranked. */
  preferredPositionNames: string[];
}

/** At most this many ranked positions. */
export const MAX_PREFERRED_POSITIONS = 5;
/** At most this many availability windows (a two-month campaign with a window a day). */
export const MAX_AVAILABILITY_WINDOWS = 62;
export const POSITION_NAME_MAX_LENGTH = 200;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:mm' ('24:00' is 1440 when `end`), or null when malformed. */
export function timeMinutes(value: string, end = false): number | null {
  if (end && value === '24:00') return 24 * 60;
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Windows of a day sorted by start; overlapping or touching windows of a day merged. */
export function normalizeAvailability(windows: readonly AvailabilityWindow[]): AvailabilityWindow[] {
  const sorted = [...windows].sort((a, b) => a.day.localeCompare(b.day) || a.from.localeCompare(b.from));
  const result: AvailabilityWindow[] = [];
  for (const window of sorted) {
    const last = result[result.length - 1];
    if (last && last.day === window.day && (timeMinutes(window.from) ?? 0) <= (timeMinutes(last.to, true) ?? 0)) {
      if ((timeMinutes(window.to, true) ?? 0) > (timeMinutes(last.to, true) ?? 0)) last.to = window.to;
      continue;
    }
    result.push({ day: window.day, from: window.from, to: window.to });
  }
  return result;
}

/**
 * The instants a volunteer is available (epoch ms, sorted, merged across midnight: a window to
 * '24:00' followed by one from '00:00' the next day is one range). `null` availability means any time
 * and gives null.
 */
export function availabilityRanges(windows: readonly AvailabilityWindow[] | null | undefined, timeZone: string): Array<{ start: number; end: number }> | null {
  if (windows == null) return null;
  const ranges: Array<{ start: number; end: number }> = [];
  for (const window of windows) {
    const from = timeMinutes(window.from);
    const to = timeMinutes(window.to, true);
    if (!isCalendarDate(window.day) || from === null || to === null || from >= to) continue;
    const [year, month, day] = window.day.split('-').map(Number);
    const at = (minutes: number) => zonedInstant({ year, month, day: day + Math.floor(minutes / 1440), hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60, second: 0 }, timeZone).getTime();
    ranges.push({ start: at(from), end: at(to) });
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * The days a volunteer may give for an event: the local dates its days start on, and the dates a
 * night's day ends on (a day 18:00-02:00 also offers the next date).
 */
export function eventAvailabilityDays(days: ReadonlyArray<{ startsAt: Date | string; endsAt: Date | string }>, timeZone: string): string[] {
  const dates = new Set<string>();
  for (const day of days) {
    dates.add(localDate(new Date(day.startsAt), timeZone));
    dates.add(localDate(new Date(new Date(day.endsAt).getTime() - 1), timeZone));
  }
  return [...dates].sort();
}

// ---------------------------------------------------------------------------------------------
// Display

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "sam. 12.07." style short day of a YYYY-MM-DD date, in a language. */
export function displayAvailabilityDay(day: string, language?: string | null): string {
  const lang = (language ?? 'fr').slice(0, 2);
  const locale = lang === 'de' ? 'de-CH' : lang === 'en' ? 'en-GB' : 'fr-CH';
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    dayFormatters.set(locale, formatter);
  }
  return isCalendarDate(day) ? formatter.format(new Date(`${day}T12:00:00Z`)) : day;
}

/** "sam. 12.07.2030 10:00–18:00; dim. 13.07.2030 08:00–12:00", or the "any time" text for null. */
export function displayAvailability(windows: readonly AvailabilityWindow[] | null | undefined, language?: string | null): string {
  if (windows == null) return translate(language, 'preferences.anyTime');
  if (windows.length === 0) return translate(language, 'preferences.noAvailability');
  return normalizeAvailability(windows)
    .map((window) => `${displayAvailabilityDay(window.day, language)} ${window.from}–${window.to}`)
    .join('; ');
}

/** "1. Bar, 2. Caisse" */
export function displayRanked(names: readonly string[]): string {
  return names.map((name, index) => `${index + 1}. ${name}`).join(', ');
}

// ---------------------------------------------------------------------------------------------
// yup schemas (messages are catalogue keys, see validation.ts)

export interface AvailabilitySchemaOptions {
  /** The days allowed (an event's, see eventAvailabilityDays); undefined: any date (campaigns). */
  days?: readonly string[] | null;
  /** At least one window (the form's field is required). */
  required?: boolean;
}

const windowSchema = (days: ReadonlySet<string> | null) =>
  yup.object({
    day: yup
      .string()
      .typeError('validation.date')
      .required('validation.required')
      .test('date', 'validation.date', (value) => value === undefined || isCalendarDate(value))
      .test('event-day', 'preferences.dayOutsideEvent', (value) => value === undefined || days === null || !isCalendarDate(value) || days.has(value)),
    from: yup
      .string()
      .typeError('validation.time')
      .required('validation.required')
      .test('time', 'validation.time', (value) => value === undefined || timeMinutes(value) !== null),
    to: yup
      .string()
      .typeError('validation.time')
      .required('validation.required')
      .test('time', 'validation.time', (value) => value === undefined || timeMinutes(value, true) !== null)
      .test('after', 'preferences.toBeforeFrom', function (value) {
        const from = typeof this.parent.from === 'string' ? timeMinutes(this.parent.from) : null;
        const to = value === undefined ? null : timeMinutes(value, true);
        return from === null || to === null || to > from;
      }),
  })
    .nonNullable('validation.required')
    .typeError('validation.required');

/**
 * Availability: null or absent = any time (unless required); else a list of windows on allowed days,
 * each from < to, at most MAX_AVAILABILITY_WINDOWS, windows of one day not overlapping.
 */
export function availabilitySchema(options: AvailabilitySchemaOptions = {}) {
  const days = options.days ? new Set(options.days) : null;
  const tooMany = messageKey('validation.maxItems', { max: MAX_AVAILABILITY_WINDOWS });
  // A list longer than allowed (a hostile public request may send thousands) is refused as a whole,
  // before any item is checked: one error, not one per item.
  return yup.lazy((value: unknown) =>
    Array.isArray(value) && value.length > MAX_AVAILABILITY_WINDOWS
      ? yup.array().test('max', tooMany, () => false)
      : availabilityListSchema(days, options.required ?? false, tooMany),
  );
}

function availabilityListSchema(days: ReadonlySet<string> | null, required: boolean, tooMany: string) {
  return yup
    .array()
    .of(windowSchema(days))
    .typeError('validation.list')
    .nullable()
    .default(undefined)
    .max(MAX_AVAILABILITY_WINDOWS, tooMany)
    .test('required', 'preferences.availabilityRequired', (value) => !required || (Array.isArray(value) && value.length > 0))
    .test('overlap', 'preferences.windowsOverlap', (value) => {
      if (!Array.isArray(value)) return true;
      const windows = value.filter(
        (window): window is AvailabilityWindow =>
          !!window && typeof window.day === 'string' && typeof window.from === 'string' && typeof window.to === 'string',
      );
      const sorted = [...windows].sort((a, b) => a.day.localeCompare(b.day) || a.from.localeCompare(b.from));
      for (let i = 1; i < sorted.length; i += 1) {
        const [a, b] = [sorted[i - 1], sorted[i]];
        const aTo = timeMinutes(a.to, true);
        const bFrom = timeMinutes(b.from);
        if (a.day === b.day && aTo !== null && bFrom !== null && bFrom < aTo) return false;
      }
      return true;
    });
}

export interface RankedSchemaOptions {
  /** The choices allowed (position ids of the event, or position names); undefined: any. */
  known?: readonly string[] | null;
  /** At least one choice (the form's field is required; moot when `known` is an empty list: nothing to choose). */
  required?: boolean;
}

/** Ranked preferred positions (ids or names): at most MAX_PREFERRED_POSITIONS, each once, each known. */
export function rankedPositionsSchema(options: RankedSchemaOptions = {}) {
  const known = options.known ? new Set(options.known.map(String)) : null;
  // A required ranking with no choice offered cannot be answered: it must not block the form.
  const required = !!options.required && (known === null || known.size > 0);
  const tooMany = messageKey('preferences.tooManyPositions', { max: MAX_PREFERRED_POSITIONS });
  // A hostile list far longer than allowed is refused as a whole (one error, no per-item work).
  return yup.lazy((value: unknown) =>
    Array.isArray(value) && value.length > MAX_PREFERRED_POSITIONS * 4
      ? yup.array().test('max', tooMany, () => false)
      : rankedListSchema(known, required, tooMany),
  );
}

function rankedListSchema(known: ReadonlySet<string> | null, required: boolean, tooMany: string) {
  return yup
    .array()
    .of(
      yup
        .string()
        .typeError('validation.text')
        .trim()
        .required('validation.required')
        .max(POSITION_NAME_MAX_LENGTH, messageKey('validation.maxLength', { max: POSITION_NAME_MAX_LENGTH })),
    )
    .typeError('validation.list')
    .nullable()
    .default(undefined)
    .max(MAX_PREFERRED_POSITIONS, tooMany)
    .test('required', 'preferences.positionsRequired', (value) => !required || (Array.isArray(value) && value.length > 0))
    .test('repeat', 'preferences.positionRepeated', (value) => !Array.isArray(value) || new Set(value.map((item) => String(item ?? '').trim())).size === value.length)
    .test('known', 'preferences.unknownPosition', (value) => !Array.isArray(value) || known === null || value.every((item) => item == null || known.has(String(item).trim())));
}

export interface PreferencesContext {
  /** Events: the days a volunteer may give (eventAvailabilityDays). */
  days?: readonly string[] | null;
  /** Events: the ids of the positions a volunteer may rank. */
  positionIds?: readonly string[] | null;
  /** Campaigns: the position names a volunteer may rank. */
  positionNames?: readonly string[] | null;
}

/** The organizer's edit of a volunteer's preferences for an event (ids) or a campaign (names). */
export function volunteerPreferencesSchema(kind: 'event' | 'campaign', context: PreferencesContext = {}) {
  return yup.object({
    availability: availabilitySchema({ days: kind === 'event' ? context.days ?? [] : null }),
    preferredPositionIds:
      kind === 'event'
        ? rankedPositionsSchema({ known: context.positionIds ?? null })
        : yup.array().of(yup.string()).nullable().max(0, 'preferences.positionIdsForEvents'),
    preferredPositionNames:
      kind === 'campaign'
        ? rankedPositionsSchema({ known: context.positionNames ?? null })
        : yup.array().of(yup.string()).nullable().max(0, 'preferences.positionNamesForCampaigns'),
  });
}
