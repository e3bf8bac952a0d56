import { dayOverflowLimit, expandRecurrence, shiftByDays, slotPlacement, slotsOverlap, tagDisplayName } from './events';

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
