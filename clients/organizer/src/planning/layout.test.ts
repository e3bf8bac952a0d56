import { ZOOM_STEPS } from '@benevo/schema';
import { nextSlotFocus } from './keyboard';
import {
  assignLanes,
  columnCount,
  dragToRange,
  layoutRow,
  MIN_ROW_HEIGHT,
  minutesToX,
  prefixOffsets,
  resizeRange,
  ROW_PADDING,
  slotBox,
  slotHeight,
  snapMinutes,
  visibleColumns,
  visibleRange,
  xToMinutes,
  zoomStep,
} from './layout';

const origin = Date.UTC(2025, 5, 14, 6, 0); // 08:00 in Zurich
const at = (minutes: number) => origin + minutes * 60_000;

describe('zoom geometry (spec 9 steps and widths)', () => {
  it('maps minutes to pixels per zoom step', () => {
    expect(ZOOM_STEPS.map((step) => minutesToX(60, step))).toEqual([300, 100, 80, 60]);
    expect(xToMinutes(100, zoomStep(15))).toBe(60);
  });

  it('falls back to the hour step for an unknown zoom', () => {
    expect(zoomStep(7)).toEqual({ minutes: 60, width: 60 });
  });

  it('places a slot from its times', () => {
    // 09:30-11:00 at the 30-minute zoom: 90 min in, 90 min long, 40 px per 30 min.
    expect(slotBox(at(90), at(180), origin, zoomStep(30))).toEqual({ left: 120, width: 120 });
    expect(slotBox(at(90), at(180), origin, zoomStep(5))).toEqual({ left: 450, width: 450 });
  });

  it('counts whole columns over a day range', () => {
    expect(columnCount(origin, at(12 * 60), zoomStep(60))).toBe(12);
    expect(columnCount(origin, at(12 * 60 + 10), zoomStep(15))).toBe(49);
  });

  it('snaps to the nearest step', () => {
    expect(snapMinutes(22, 15)).toBe(15);
    expect(snapMinutes(23, 15)).toBe(30);
    expect(snapMinutes(-8, 15)).toBe(-15);
  });
});

describe('slot heights', () => {
  it('is 40, 60 with a description, plus 18 per listed participant', () => {
    expect(slotHeight({})).toBe(40);
    expect(slotHeight({ description: 'Bar' })).toBe(60);
    expect(slotHeight({ description: '   ' })).toBe(40);
    expect(slotHeight({ description: 'Bar', listedParticipants: 2 })).toBe(96);
  });

  it('stacks overlapping slots in lanes and sizes the row from them', () => {
    const items = [
      { id: 'a', start: at(0), end: at(60), height: 40 },
      { id: 'b', start: at(30), end: at(90), height: 60 },
      { id: 'c', start: at(60), end: at(120), height: 40 },
    ];
    const { lanes, count } = assignLanes(items);
    expect(count).toBe(2);
    expect([lanes.get('a'), lanes.get('b'), lanes.get('c')]).toEqual([0, 1, 0]);
    const row = layoutRow(items);
    expect(row.tops.get('b')).toBe(ROW_PADDING + 40 + ROW_PADDING);
    expect(row.height).toBe(ROW_PADDING * 3 + 40 + 60);
    expect(layoutRow([]).height).toBe(MIN_ROW_HEIGHT);
  });
});

describe('drag to create and resize', () => {
  it('turns a drag into a snapped range at least one step long', () => {
    const zoom = zoomStep(15); // 25 px per 15 min
    expect(dragToRange(30, 110, zoom, 24 * 60)).toEqual({ start: 15, end: 75 });
    // Right to left gives the same slot.
    expect(dragToRange(110, 30, zoom, 24 * 60)).toEqual({ start: 15, end: 75 });
    // A click without movement gives one step.
    expect(dragToRange(60, 60, zoom, 24 * 60)).toEqual({ start: 30, end: 45 });
  });

  it('keeps a created slot inside the day limit', () => {
    expect(dragToRange(0, 10_000, zoomStep(60), 600)).toEqual({ start: 0, end: 600 });
  });

  it('moves an edge by whole steps and never below one step', () => {
    const zoom = zoomStep(30); // 40 px per 30 min
    const range = { start: 60, end: 180 };
    expect(resizeRange(range, 'end', 45, zoom, 600)).toEqual({ start: 60, end: 210 });
    expect(resizeRange(range, 'end', 15, zoom, 600)).toEqual(range);
    expect(resizeRange(range, 'start', -80, zoom, 600)).toEqual({ start: 0, end: 180 });
    expect(resizeRange(range, 'start', 400, zoom, 600)).toEqual({ start: 150, end: 180 });
    expect(resizeRange(range, 'end', 4000, zoom, 600)).toEqual({ start: 60, end: 600 });
  });
});

describe('windowing', () => {
  it('finds the rows of varying heights a viewport shows, with overscan', () => {
    const offsets = prefixOffsets([50, 50, 100, 50, 50, 50, 50, 50]);
    expect(offsets.slice(0, 4)).toEqual([0, 50, 100, 200]);
    expect(visibleRange(offsets, 0, 120, 0)).toEqual({ first: 0, last: 3 });
    expect(visibleRange(offsets, 210, 100, 0)).toEqual({ first: 3, last: 6 });
    expect(visibleRange(offsets, 210, 100, 2)).toEqual({ first: 1, last: 8 });
    expect(visibleRange(offsets, 10_000, 100, 1)).toEqual({ first: 6, last: 8 });
    expect(visibleRange([0], 0, 100)).toEqual({ first: 0, last: 0 });
  });

  it('finds the columns a viewport shows', () => {
    expect(visibleColumns(40, 100, 0, 200, 0)).toEqual({ first: 0, last: 5 });
    expect(visibleColumns(40, 100, 410, 200, 1)).toEqual({ first: 9, last: 17 });
    expect(visibleColumns(40, 10, 300, 200, 1)).toEqual({ first: 6, last: 10 });
  });
});

describe('keyboard moves', () => {
  it('moves between slots with the arrow keys', () => {
    const rows = [
      { slots: [{ id: 'a2', start: 120 }, { id: 'a1', start: 0 }] },
      { slots: [] },
      { slots: [{ id: 'c1', start: 10 }, { id: 'c2', start: 100 }] },
    ];
    expect(nextSlotFocus(rows, 'a1', 'ArrowRight')).toBe('a2');
    expect(nextSlotFocus(rows, 'a2', 'ArrowRight')).toBe('a2');
    expect(nextSlotFocus(rows, 'a2', 'ArrowLeft')).toBe('a1');
    expect(nextSlotFocus(rows, 'a2', 'ArrowDown')).toBe('c2');
    expect(nextSlotFocus(rows, 'a1', 'ArrowDown')).toBe('c1');
    expect(nextSlotFocus(rows, 'c1', 'ArrowUp')).toBe('a1');
    expect(nextSlotFocus(rows, 'c1', 'ArrowDown')).toBe('c1');
    expect(nextSlotFocus(rows, 'c1', 'End')).toBe('c2');
  });
});
