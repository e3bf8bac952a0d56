import {
  SLOT_HEIGHT,
  SLOT_HEIGHT_PER_PARTICIPANT,
  SLOT_HEIGHT_WITH_DESCRIPTION,
  ZOOM_STEPS,
} from '@benevo/schema';

/**
 * The planning grid's geometry, kept pure so it can be tested without a browser: time runs along x
 * (one column per zoom step, spec 9 widths), positions are rows whose height follows their slots.
 * Times are epoch milliseconds; minutes are counted from the grid's origin (the day's first column).
 */

export type ZoomStep = (typeof ZOOM_STEPS)[number];
export type ZoomMinutes = ZoomStep['minutes'];

const MINUTE_MS = 60_000;
/** Vertical space around the slots of a row and between its lanes. */
export const ROW_PADDING = 4;
/** The smallest row, so an empty position still offers room to drag a slot into. */
export const MIN_ROW_HEIGHT = SLOT_HEIGHT + 2 * ROW_PADDING;

export function zoomStep(minutes: number): ZoomStep {
  return ZOOM_STEPS.find((step) => step.minutes === minutes) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1];
}

export function pixelsPerMinute(zoom: ZoomStep): number {
  return zoom.width / zoom.minutes;
}

export function minutesToX(minutes: number, zoom: ZoomStep): number {
  return minutes * pixelsPerMinute(zoom);
}

export function xToMinutes(x: number, zoom: ZoomStep): number {
  return x / pixelsPerMinute(zoom);
}

/** Nearest multiple of the step. */
export function snapMinutes(minutes: number, step: number): number {
  return Math.round(minutes / step) * step;
}

export function minutesBetween(fromMs: number, toMs: number): number {
  return (toMs - fromMs) / MINUTE_MS;
}

export function addMinutes(ms: number, minutes: number): number {
  return ms + minutes * MINUTE_MS;
}

/** The grid's columns: whole zoom steps covering [origin, end]. */
export function columnCount(originMs: number, endMs: number, zoom: ZoomStep): number {
  return Math.max(1, Math.ceil(minutesBetween(originMs, endMs) / zoom.minutes));
}

export interface Box {
  left: number;
  width: number;
}

/** Where a slot sits horizontally. */
export function slotBox(startMs: number, endMs: number, originMs: number, zoom: ZoomStep): Box {
  const left = minutesToX(minutesBetween(originMs, startMs), zoom);
  const width = minutesToX(minutesBetween(startMs, endMs), zoom);
  return { left, width: Math.max(width, 1) };
}

/** Spec 9: 40 px, 60 with a description, plus 18 per listed participant. */
export function slotHeight(slot: { description?: string | null; listedParticipants?: number }): number {
  const base = slot.description?.trim() ? SLOT_HEIGHT_WITH_DESCRIPTION : SLOT_HEIGHT;
  return base + SLOT_HEIGHT_PER_PARTICIPANT * (slot.listedParticipants ?? 0);
}

export interface TimedItem {
  id: string;
  start: number;
  end: number;
}

/**
 * Overlapping slots of one position are stacked in lanes: each slot takes the first lane whose last
 * slot has ended. Returns the lane of every slot id and the number of lanes.
 */
export function assignLanes(items: readonly TimedItem[]): { lanes: Map<string, number>; count: number } {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
  const laneEnds: number[] = [];
  const lanes = new Map<string, number>();
  for (const item of sorted) {
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else laneEnds[lane] = item.end;
    lanes.set(item.id, lane);
  }
  return { lanes, count: laneEnds.length };
}

export interface LaidOutItem extends TimedItem {
  height: number;
}

export interface RowLayout {
  height: number;
  /** Top of each slot inside its row. */
  tops: Map<string, number>;
}

/** A row's height is the sum of its lanes, each as tall as its tallest slot. */
export function layoutRow(items: readonly LaidOutItem[]): RowLayout {
  const { lanes, count } = assignLanes(items);
  const laneHeights = Array.from({ length: count }, () => 0);
  for (const item of items) {
    const lane = lanes.get(item.id) ?? 0;
    laneHeights[lane] = Math.max(laneHeights[lane], item.height);
  }
  const laneTops: number[] = [];
  let y = ROW_PADDING;
  for (const height of laneHeights) {
    laneTops.push(y);
    y += height + ROW_PADDING;
  }
  const tops = new Map<string, number>();
  for (const item of items) tops.set(item.id, laneTops[lanes.get(item.id) ?? 0]);
  return { height: Math.max(MIN_ROW_HEIGHT, y), tops };
}

export interface MinuteRange {
  start: number;
  end: number;
}

/**
 * A drag on empty space, from x to x (px inside the row), gives a slot snapped to the zoom step, at
 * least one step long, kept inside [0, maxMinutes].
 */
export function dragToRange(fromX: number, toX: number, zoom: ZoomStep, maxMinutes: number): MinuteRange {
  const a = xToMinutes(Math.min(fromX, toX), zoom);
  const b = xToMinutes(Math.max(fromX, toX), zoom);
  let start = Math.floor(a / zoom.minutes) * zoom.minutes;
  let end = Math.ceil(b / zoom.minutes) * zoom.minutes;
  if (end - start < zoom.minutes) end = start + zoom.minutes;
  start = clamp(start, 0, Math.max(0, maxMinutes - zoom.minutes));
  end = clamp(end, start + zoom.minutes, maxMinutes);
  return { start, end };
}

export type Edge = 'start' | 'end';

/**
 * Dragging one edge of a slot by deltaX px: the edge moves by whole zoom steps, the slot stays at least
 * one step long and inside [0, maxMinutes] (the day's +10:00 limit).
 */
export function resizeRange(
  range: MinuteRange,
  edge: Edge,
  deltaX: number,
  zoom: ZoomStep,
  maxMinutes: number,
): MinuteRange {
  const delta = snapMinutes(xToMinutes(deltaX, zoom), zoom.minutes);
  if (edge === 'start') {
    const start = clamp(range.start + delta, 0, range.end - zoom.minutes);
    return { start, end: range.end };
  }
  const end = clamp(range.end + delta, range.start + zoom.minutes, maxMinutes);
  return { start: range.start, end };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Offsets of items of varying sizes: offsets[i] is where item i starts, offsets[n] the total. */
export function prefixOffsets(sizes: readonly number[]): number[] {
  const offsets = [0];
  for (const size of sizes) offsets.push(offsets[offsets.length - 1] + size);
  return offsets;
}

export interface IndexRange {
  /** First item to render. */
  first: number;
  /** One past the last item to render. */
  last: number;
}

/** The item whose span contains `position` (binary search over the offsets). */
function indexAt(offsets: readonly number[], position: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid] <= position) low = mid;
    else high = mid - 1;
  }
  return Math.max(0, low);
}

/**
 * The items a viewport shows, plus `overscan` items on each side so a quick scroll shows no gap.
 * Works for rows of varying heights (offsets from prefixOffsets).
 */
export function visibleRange(
  offsets: readonly number[],
  scroll: number,
  viewport: number,
  overscan = 2,
): IndexRange {
  const count = offsets.length - 1;
  if (count <= 0) return { first: 0, last: 0 };
  const first = indexAt(offsets, Math.max(0, scroll));
  const lastVisible = indexAt(offsets, Math.max(0, scroll + viewport - 1));
  return { first: Math.max(0, first - overscan), last: Math.min(count, lastVisible + 1 + overscan) };
}

/** The same for columns of one fixed width. */
export function visibleColumns(
  columnWidth: number,
  count: number,
  scroll: number,
  viewport: number,
  overscan = 2,
): IndexRange {
  if (count <= 0) return { first: 0, last: 0 };
  const first = Math.floor(Math.max(0, scroll) / columnWidth);
  const last = Math.ceil((Math.max(0, scroll) + viewport) / columnWidth);
  return { first: Math.max(0, first - overscan), last: Math.min(count, last + overscan) };
}
