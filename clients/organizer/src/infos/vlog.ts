import type { TextLanguage } from '@benevo/schema';

/** One video of /infos/vlog. */
export interface Video {
  /** Stable id (a React key, and how a test names it). */
  id: string;
  /** The title in each language; French is required, the others fall back to it. */
  title: { fr: string } & Partial<Record<Exclude<TextLanguage, 'fr'>, string>>;
  description?: { fr: string } & Partial<Record<Exclude<TextLanguage, 'fr'>, string>>;
  /** An https address; the link opens in a new tab (rel noopener). */
  url: string;
  /** Length in seconds. */
  durationSeconds: number;
  /** Publication day, 'YYYY-MM-DD'. */
  publishedOn: string;
}

/**
 * The videos shown at /infos/vlog, newest first. Benevo has no published video yet: the list stays empty
 * (the page says so and points to the tutorials) rather than linking to addresses nobody has checked.
 * Add an entry here, with its real https address, when a video is published.
 */
export const VIDEOS: Video[] = [];

/** '4:05' or '1:02:03'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Only https (or http) links are shown: a javascript: or relative address in the data is left out. */
export function isSafeVideoUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
