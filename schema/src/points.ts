import { POINTS_TRIGGERS } from './enums';

export type PointsTrigger = (typeof POINTS_TRIGGERS)[number];

/**
 * Spec 9 hourly rounding of a slot's length: the whole hours, then the rest of the hour rounded to a
 * half: under a quarter down, from a quarter to under three quarters a half hour, from three quarters
 * a full hour (0.24 h -> 0, 0.25 h -> 0.5, 0.74 h -> 0.5, 0.75 h -> 1).
 */
export function roundedHours(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  // Whole seconds avoid the float noise of 0.75 * 3600 / 3600.
  const whole = Math.floor(Math.round(seconds) / 3600);
  const rest = Math.round(seconds) - whole * 3600;
  if (rest < 900) return whole;
  if (rest < 2700) return whole + 0.5;
  return whole + 1;
}

/** Points to the hundredth (the ledger's precision). */
export const roundPoints = (value: number): number => Math.round(value * 100) / 100;

/** The points a participation earns: rounded hours times the points per hour. */
export function participationPoints(seconds: number, hourlyRate: number): number {
  return roundPoints(roundedHours(seconds) * (Number.isFinite(hourlyRate) ? hourlyRate : 0));
}

/** The largest change one manual adjustment may make, either way. */
export const MAX_POINTS_ADJUSTMENT = 1_000_000;
