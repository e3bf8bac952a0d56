import { AGE_THRESHOLDS } from './constants';

export type ProgressColor = 'danger' | 'warning' | 'info' | 'success';

/** Spec 4: under 50 danger; 50 to 75 warning; above 75 up to 95 info; above 95 success. */
export function progressColor(percentage: number): ProgressColor {
  if (percentage < 50) return 'danger';
  if (percentage <= 75) return 'warning';
  if (percentage <= 95) return 'info';
  return 'success';
}

/** Spec 9: fractions under 0.25 round down, 0.25 to under 0.75 give a half hour, above a full hour. */
export function roundHours(hours: number): number {
  const whole = Math.floor(hours);
  const fraction = hours - whole;
  if (fraction < 0.25) return whole;
  if (fraction < 0.75) return whole + 0.5;
  return whole + 1;
}

export type AgeBand = 'under14' | '14-16' | '16-18' | '18+';

/** Age in whole years on a given day (the slot's start date, DESIGN.md). */
export function ageOn(bornDate: Date, day: Date): number {
  let age = day.getUTCFullYear() - bornDate.getUTCFullYear();
  const beforeBirthday =
    day.getUTCMonth() < bornDate.getUTCMonth() ||
    (day.getUTCMonth() === bornDate.getUTCMonth() && day.getUTCDate() < bornDate.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function ageBand(age: number): AgeBand {
  const [fourteen, sixteen, eighteen] = AGE_THRESHOLDS;
  if (age < fourteen) return 'under14';
  if (age < sixteen) return '14-16';
  if (age < eighteen) return '16-18';
  return '18+';
}

/** Spec 5: day.month.year with dots and a four-digit year -> YYYY-MM-DD, or null. */
export function parseEuropeanDate(value: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Seconds -> the wire form P0DT{h}H{m}M{s}S. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `P0DT${h}H${m}M${s}S`;
}

/** ISO 8601 duration (days, hours, minutes, seconds) -> seconds, or null when malformed. */
export function parseDuration(value: string): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value.trim());
  if (!match || value.trim() === 'P' || value.trim().endsWith('T')) return null;
  const [, d, h, m, s] = match;
  return Number(d ?? 0) * 86400 + Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
}
