import { dayOverflowLimit, dayToExtend, expandRecurrence, isCalendarDate, parseInstant, shiftByDays, slotPlacement, slotsOverlap, tagDisplayName } from './events';

describe('event rules', () => {
  it('puts +10:00 at 10:00 of the next local day, daylight saving included', () => {
    expect(dayOverflowLimit('2024-07-01T06:00:00Z', 'Europe/Zurich').toISOString()).toBe('2024-07-02T08:00:00.000Z');
    expect(dayOverflowLimit('2024-10-26T20:00:00Z', 'Europe/Zurich').toISOString()).toBe('2024-10-27T09:00:00.000Z');
  });

  it('detects overlaps, touching ends excluded', () => {
    const a = { startTime: '2024-07-01T08:00:00Z', endTime: '2024-07-01T10:00:00Z' };
    expect(slotsOverlap(a, { startTime: '2024-07-01T09:00:00Z', endTime: '2024-07-01T11:00:00Z' })).toBe(true);
    expect(slotsOverlap(a, { startTime: '2024-07-01T10:00:00Z', endTime: '2024-07-01T11:00:00Z' })).toBe(false);
  });

  it('places slots in days, beyond +10:00 or outside', () => {
    const days = [{ startsAt: '2024-07-01T06:00:00Z', endsAt: '2024-07-02T08:00:00Z' }];
    expect(slotPlacement({ startTime: '2024-07-01T20:00:00Z', endTime: '2024-07-02T07:00:00Z' }, days)).toBe('ok');
    expect(slotPlacement({ startTime: '2024-07-01T20:00:00Z', endTime: '2024-07-02T09:00:00Z' }, days)).toBe('overflow');
    expect(slotPlacement({ startTime: '2024-07-03T20:00:00Z', endTime: '2024-07-03T21:00:00Z' }, days)).toBe('outside');
  });

  it('lets a night shift extend its day up to +10:00 (issue 10)', () => {
    // Zurich summer (UTC+2): the day runs 08:00-22:00 local; its +10:00 limit is 10:00 next morning.
    const days = [
      { startsAt: '2024-07-01T06:00:00Z', endsAt: '2024-07-01T20:00:00Z' },
      { startsAt: '2024-07-03T06:00:00Z', endsAt: '2024-07-03T20:00:00Z' },
    ];
    const slot = (start: string, end: string) => ({ startTime: start, endTime: end });
    expect(slotPlacement(slot('2024-07-01T19:00:00Z', '2024-07-01T21:00:00Z'), days)).toBe('extends'); // 21:00-23:00
    expect(slotPlacement(slot('2024-07-01T20:00:00Z', '2024-07-02T00:00:00Z'), days)).toBe('extends'); // 22:00-02:00
    expect(slotPlacement(slot('2024-07-01T21:00:00Z', '2024-07-02T08:00:00Z'), days)).toBe('extends'); // 23:00-10:00
    expect(dayToExtend(slot('2024-07-01T20:00:00Z', '2024-07-02T00:00:00Z'), days)).toBe(0);
    expect(slotPlacement(slot('2024-07-01T20:00:00Z', '2024-07-02T08:30:00Z'), days)).toBe('overflow'); // ends 10:30
    expect(slotPlacement(slot('2024-07-01T04:00:00Z', '2024-07-01T07:00:00Z'), days)).toBe('outside'); // starts before the day
    expect(dayToExtend(slot('2024-07-03T19:00:00Z', '2024-07-03T21:00:00Z'), days)).toBe(1);
  });

  it('expands a recurrence and shifts by calendar days keeping local hours', () => {
    const slots = expandRecurrence({ days: ['2024-07-01'], from: '08:00', to: '20:00', everyMinutes: 120, slotMinutes: 120 });
    expect(slots).toHaveLength(6);
    expect(slots[5].endTime.toISOString()).toBe('2024-07-01T18:00:00.000Z');
    expect(shiftByDays(new Date('2024-10-26T08:00:00Z'), 1, 'Europe/Zurich').toISOString()).toBe('2024-10-27T09:00:00.000Z');
  });

  it('names a tag after its category', () => {
    expect(tagDisplayName('Bar', 'Zone')).toBe('Zone - Bar');
    expect(tagDisplayName('Bar', null)).toBe('Bar');
  });
});

describe('isCalendarDate and parseInstant', () => {
  it('accept real dates and instants only', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-45')).toBe(false);
    expect(isCalendarDate('27-1-1')).toBe(false);
    expect(parseInstant('2030-07-01T08:00:00+02:00')?.toISOString()).toBe('2030-07-01T06:00:00.000Z');
    expect(parseInstant('2030-07-01T06:00:00.000Z')?.toISOString()).toBe('2030-07-01T06:00:00.000Z');
    expect(parseInstant('not-a-date')).toBeNull();
    expect(parseInstant('2027-13-45T00:00:00Z')).toBeNull();
    expect(parseInstant('2027-02-30T10:00:00Z')).toBeNull();
    expect(parseInstant(['2030-07-01'])).toBeNull();
  });
});
