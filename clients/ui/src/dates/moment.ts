// The data-less build plus a trimmed zone set (scripts/build-tz-data.cjs): the full data adds ~1 MB.
import moment from 'moment-timezone/moment-timezone';
import 'moment/locale/de';
import 'moment/locale/fr';
import 'moment/locale/fr-ch';
import tzData from './tz-data.json';

moment.tz.load(tzData);

export function applyDateLocale(language: string): void {
  moment.locale(language);
}

export { moment };

/** The time zones an event or a campaign may use, the current one first when it is not a known name. */
export function timeZoneNames(current: string): string[] {
  const names = moment.tz.names();
  return names.includes(current) ? names : [current, ...names];
}
