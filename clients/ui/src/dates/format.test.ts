import { formatDate, formatEventDate } from './format';
import { moment } from './moment';

describe('dates in the event time zone', () => {
  it('converts in every zone an event may use, not only the European ones', () => {
    // 2031-06-12 02:30 UTC is still the 11th in New York and already the 12th in Tokyo.
    expect(formatDate('2031-06-12T02:30:00Z', 'America/New_York')).toBe('11.06.2031');
    expect(formatDate('2031-06-12T02:30:00Z', 'Asia/Tokyo')).toBe('12.06.2031');
    expect(moment.tz('2031-06-12T02:30:00Z', 'America/New_York').format('HH:mm')).toBe('22:30');
    expect(moment.tz('2031-01-12T02:30:00Z', 'Australia/Sydney').format('HH:mm')).toBe('13:30');
  });

  it('keeps Zurich summer and winter time', () => {
    expect(moment.tz('2031-07-01T06:00:00Z', 'Europe/Zurich').format('HH:mm')).toBe('08:00');
    expect(moment.tz('2031-12-01T06:00:00Z', 'Europe/Zurich').format('HH:mm')).toBe('07:00');
    expect(formatEventDate('2031-12-01T06:00:00Z', 'Europe/Zurich')).toMatch(/01\.12\.2031$/);
  });
});
