/** Business constants and limits of spec section 9. */
export const DEFAULT_TIME_ZONE = 'Europe/Zurich';
export const DEFAULT_LANGUAGE = 'fr';
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_DAYS = 730;
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
/** The language the page shows, sent by the clients with every request (DESIGN.md "Language"). */
export const LANGUAGE_HEADER = 'X-Language';
export const SESSION_COOKIE = 'sessionid';

export const ZOOM_STEPS = [
  { minutes: 5, width: 25 },
  { minutes: 15, width: 25 },
  { minutes: 30, width: 40 },
  { minutes: 60, width: 60 },
] as const;

export const TEASER_MAX_LENGTH = 1500;
export const MAX_EVENT_IMAGES = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const EMAIL_CODE_VALIDITY_MINUTES = 5;
/** A day's range (and its slots) may end at the latest at this hour of the next calendar day. */
export const DAY_OVERFLOW_LIMIT_HOUR = 10;
export const MIN_FREE_GAP_MINUTES = 60;
export const DEFAULT_GROUP_MAX_SIZE = 10;
export const DEFAULT_NB_PARTICIPANTS = 1;
export const DEFAULT_COLOR_FREE = '#4fd68e';
export const DEFAULT_COLOR_FULL = '#d65f4f';
export const DEFAULT_TAG_COLOR = '#ffc107';
export const DEFAULT_TAG_VISIBILITY = 1;
export const SLOT_HEIGHT = 40;
export const SLOT_HEIGHT_WITH_DESCRIPTION = 60;
export const SLOT_HEIGHT_PER_PARTICIPANT = 18;
export const AGE_THRESHOLDS = [14, 16, 18] as const;
export const SPECIAL_ORGANIZATION_IDS = [1, 101, 120, 159, 230] as const;
export const CLONE_PREFIX = '[CLONE]';
export const TOAST_DURATION_MS = 2000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const UNKNOWN_OPERATOR_TAG_NAME = 'Inconnu';
export const PASSWORD_MIN_LENGTH = 8;

/** Licence field limits (spec 6); null means no limit. */
export const LICENSE_FIELD_LIMITS = {
  none: { volunteer: 0, event: 0 },
  light: { volunteer: 0, event: 3 },
  club: { volunteer: 3, event: 3 },
  pro: { volunteer: null, event: null },
  corporate: { volunteer: null, event: null },
} as const;

/** Support tiers (spec 6), prices in CHF. */
export const SUPPORT_TIERS = {
  standard: { replyWithin: '7 working days', hourlyRate: 100, stepMinutes: 15, urgentFee: 300, bugFixes: 'free', training: 100 },
  plus: { replyWithin: '3 working days', monthly: 45, minimumMonths: 2, includedHours: 1 },
  premium: { replyWithin: '12 hours, weekends included', monthly: 200, channels: ['phone', 'chat'], urgentFee: 0 },
} as const;
