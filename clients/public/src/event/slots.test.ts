import { checkProposal, dayKeyOf, freeGaps, gridSlots, groupBySector, readableOn, takeableSlots } from './slots';
import { eventFixture, slot } from './test-fixtures';

const event = eventFixture();
const [caisse] = event.positions;

describe('slot rules of the public page', () => {
  it('groups positions by sector in the order the server gives', () => {
    const groups = groupBySector(event.positions);
    expect(groups.map((g) => [g.sectorName, g.positions.map((p) => p.name)])).toEqual([
      ['Entrées', ['Caisse']],
      [null, ['Parking']],
    ]);
  });

  it('hides full and past slots unless shown, but keeps a picked one', () => {
    const withPast = [...caisse.timeSlots, slot('old', 'p1', '2020-01-01T08:00:00Z', '2020-01-01T09:00:00Z', { isPast: true })];
    expect(gridSlots(withPast, { showPast: false, showFull: false }).map((s) => s.id)).toEqual(['a', 'c']);
    expect(gridSlots(withPast, { showPast: true, showFull: true }).map((s) => s.id)).toEqual(['a', 'b', 'c', 'old']);
    expect(gridSlots(withPast, { showPast: false, showFull: false, picks: { b: 'wait' } }).map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts a slot after midnight on the day whose range holds it (+10:00)', () => {
    expect(dayKeyOf(event.days, '2031-06-14T23:00:00.000Z', event.timeZone)).toBe('d1');
    expect(dayKeyOf(event.days, '2031-06-15T08:00:00.000Z', event.timeZone)).toBe('d2');
    // Outside every range: the day of the same date.
    expect(dayKeyOf(event.days, '2031-06-15T05:00:00.000Z', event.timeZone)).toBe('d2');
    expect(dayKeyOf(event.days, '2031-07-01T08:00:00.000Z', event.timeZone)).toBe('date:2031-07-01');
  });

  it('lists only slots with free places, to come, by day and position, in time order', () => {
    expect(takeableSlots(event).map((row) => row.slot.id)).toEqual(['a', 'c', 'd']);
    expect(takeableSlots(event, { dayKey: 'd1' }).map((row) => row.slot.id)).toEqual(['a', 'c']);
    expect(takeableSlots(event, { positionId: 'p2' }).map((row) => row.slot.id)).toEqual(['d']);
    expect(takeableSlots(event, { dayKey: 'd2', positionId: 'p1' })).toEqual([]);
    const past = eventFixture({
      positions: [{ ...caisse, timeSlots: [slot('x', 'p1', '2031-06-14T06:00:00Z', '2031-06-14T07:00:00Z', { isPast: true })] }],
    });
    expect(takeableSlots(past)).toEqual([]);
  });

  it('finds free gaps of at least 60 minutes between a position slots', () => {
    const days = [{ id: 'd1', startsAt: '2031-06-14T06:00:00.000Z', endsAt: '2031-06-14T14:00:00.000Z' }];
    const slots = [
      { startTime: '2031-06-14T06:00:00.000Z', endTime: '2031-06-14T08:00:00.000Z' },
      // 08:00-08:30 is a gap too short to propose anything.
      { startTime: '2031-06-14T08:30:00.000Z', endTime: '2031-06-14T10:00:00.000Z' },
      { startTime: '2031-06-14T12:00:00.000Z', endTime: '2031-06-14T13:30:00.000Z' },
    ];
    const gaps = freeGaps(days, slots, new Date('2031-01-01T00:00:00Z'));
    expect(gaps.map((g) => [g.start, g.end])).toEqual([['2031-06-14T10:00:00.000Z', '2031-06-14T12:00:00.000Z']]);
    expect(checkProposal(gaps, '2031-06-14T10:00:00.000Z', '2031-06-14T11:00:00.000Z')).toBeNull();
    expect(checkProposal(gaps, '2031-06-14T10:00:00.000Z', '2031-06-14T10:45:00.000Z')).toBe('tooShort');
    expect(checkProposal(gaps, '2031-06-14T11:00:00.000Z', '2031-06-14T10:00:00.000Z')).toBe('order');
    expect(checkProposal(gaps, '2031-06-14T11:00:00.000Z', '2031-06-14T12:30:00.000Z')).toBe('outsideGap');
    // The part of a day already gone is not offered.
    expect(freeGaps(days, [], new Date('2031-06-14T13:30:00Z'))).toEqual([]);
  });

  it('writes on organizer colours in black or white, whichever reads', () => {
    expect(readableOn('#4fd68e')).toBe('#1a1b1e');
    expect(readableOn('#1a237e')).toBe('#fff');
  });
});
