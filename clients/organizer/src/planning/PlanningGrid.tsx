import { progressColor } from '@benevo/schema';
import { fillPercentage, moment, PROGRESS_MANTINE_COLOR } from '@benevo/ui';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useEventsT } from '../i18n/use-events-t';
import { type GridPosition, type GridSector, type GridSlot, gridRows } from './grid-types';
import { FOCUS_KEYS, type FocusKey, nextSlotFocus } from './keyboard';
import {
  addMinutes,
  columnCount,
  dragToRange,
  type Edge,
  layoutRow,
  minutesBetween,
  minutesToX,
  prefixOffsets,
  resizeRange,
  type RowLayout,
  slotBox,
  slotHeight,
  visibleColumns,
  visibleRange,
  type ZoomStep,
} from './layout';
import { useViewport } from './use-viewport';

export const LABEL_WIDTH = 200;
export const HEADER_HEIGHT = 32;
export const SECTOR_ROW_HEIGHT = 28;
/** Columns between two time labels, per zoom step (a label needs ~40 px). */
const LABEL_EVERY_MINUTES: Record<number, number> = { 5: 15, 15: 30, 30: 30, 60: 60 };

export interface PlanningGridProps {
  sectors: GridSector[];
  positions: GridPosition[];
  /** The first column's time and the end of the day's range (epoch ms). */
  originMs: number;
  endMs: number;
  /** Slots may not go beyond this time (the day's +10:00 limit). */
  limitMs: number;
  timeZone: string;
  zoom: ZoomStep;
  colorFree: string;
  colorFull: string;
  /** Height of the scrolling viewport. */
  viewportHeight?: number | string;
  /** A drag on empty space chose a range for a new slot of a position. */
  onCreateRange: (positionId: string, startMs: number, endMs: number) => void;
  onResize: (slot: GridSlot, startMs: number, endMs: number) => void;
  onEdit: (slot: GridSlot) => void;
}

type Drag =
  | { kind: 'create'; positionId: string; fromX: number; toX: number }
  | { kind: 'resize'; slot: GridSlot; edge: Edge; fromClientX: number; deltaX: number };

/**
 * The planning grid: one row per position (grouped by sector), time along x in zoom-step columns.
 * Only the rows and the slots inside the viewport are in the DOM. Slots are buttons with a roving
 * tabindex: arrow keys move between them, Enter opens the editor.
 */
export function PlanningGrid(props: PlanningGridProps) {
  const { t } = useEventsT();
  const { positions, sectors, originMs, endMs, limitMs, timeZone, zoom, colorFree, colorFull } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewport = useViewport(scrollRef);
  const [drag, setDrag] = useState<Drag | null>(null);
  const suppressClick = useRef(false);
  const rows = useMemo(() => gridRows(sectors, positions), [sectors, positions]);

  const rowLayouts = useMemo(() => {
    const layouts = new Map<string, RowLayout>();
    for (const row of rows) {
      if (row.kind !== 'position') continue;
      layouts.set(
        row.key,
        layoutRow(
          row.position.slots.map((slot) => ({
            id: slot.id,
            start: slot.start,
            end: slot.end,
            height: slotHeight({ description: slot.description, listedParticipants: slot.participants.length }),
          })),
        ),
      );
    }
    return layouts;
  }, [rows]);
  const heights = rows.map((row) =>
    row.kind === 'sector' ? SECTOR_ROW_HEIGHT : (rowLayouts.get(row.key)?.height ?? 0),
  );
  const offsets = prefixOffsets(heights);

  const columns = columnCount(originMs, endMs, zoom);
  const totalWidth = columns * zoom.width;
  const maxMinutes = minutesBetween(originMs, limitMs);

  const focusRows = useMemo(
    () =>
      rows.flatMap((row) => (row.kind === 'position' ? [{ slots: row.position.slots }] : [])),
    [rows],
  );
  const allSlots = useMemo(() => positions.flatMap((position) => position.slots), [positions]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const activeId = allSlots.some((slot) => slot.id === focusedId) ? focusedId : (allSlots[0]?.id ?? null);
  const pendingFocus = useRef<string | null>(null);

  const rowRange = visibleRange(offsets, viewport.scrollTop - HEADER_HEIGHT, viewport.height, 3);
  const columnRange = visibleColumns(zoom.width, columns, viewport.scrollLeft - LABEL_WIDTH, viewport.width, 4);
  const visibleFromX = columnRange.first * zoom.width;
  const visibleToX = columnRange.last * zoom.width;

  // The keyboard moved the focus: bring the slot into view (it may not be rendered yet), then focus it.
  function reveal(slotId: string) {
    const element = scrollRef.current;
    const slot = allSlots.find((candidate) => candidate.id === slotId);
    if (!element || !slot) return;
    const rowIndex = rows.findIndex((row) => row.kind === 'position' && row.key === slot.positionId);
    const box = slotBox(slot.start, slot.end, originMs, zoom);
    const top = offsets[rowIndex] ?? 0;
    if (top < element.scrollTop || top + (heights[rowIndex] ?? 0) > element.scrollTop + viewport.height - HEADER_HEIGHT) {
      element.scrollTop = Math.max(0, top - HEADER_HEIGHT);
    }
    const visibleWidth = viewport.width - LABEL_WIDTH;
    if (box.left < element.scrollLeft || box.left + Math.min(box.width, visibleWidth) > element.scrollLeft + visibleWidth) {
      element.scrollLeft = Math.max(0, box.left - zoom.width);
    }
    viewport.onScroll();
  }

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const button = Array.from(scrollRef.current?.querySelectorAll<HTMLElement>('[data-slot-id]') ?? []).find(
      (element) => element.dataset.slotId === id,
    );
    if (button) {
      button.focus();
      pendingFocus.current = null;
    }
  });

  function onSlotKeyDown(event: KeyboardEvent<HTMLButtonElement>, slot: GridSlot) {
    if (!FOCUS_KEYS.includes(event.key)) return;
    event.preventDefault();
    const next = nextSlotFocus(focusRows, slot.id, event.key as FocusKey);
    setFocusedId(next);
    pendingFocus.current = next;
    reveal(next);
  }

  // Pointer drags: on empty space they draw a new slot, on a slot's edge they resize it.
  function rowX(event: PointerEvent<HTMLElement>, area: HTMLElement): number {
    return event.clientX - area.getBoundingClientRect().left;
  }

  function onAreaPointerDown(event: PointerEvent<HTMLDivElement>, positionId: string) {
    if (event.button > 0 || event.target !== event.currentTarget) return;
    const x = rowX(event, event.currentTarget);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ kind: 'create', positionId, fromX: x, toX: x });
  }

  function onAreaPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drag?.kind !== 'create') return;
    const x = rowX(event, event.currentTarget);
    setDrag({ ...drag, toX: x });
  }

  function onAreaPointerUp() {
    if (drag?.kind !== 'create') return;
    const range = dragToRange(drag.fromX, drag.toX, zoom, maxMinutes);
    setDrag(null);
    props.onCreateRange(drag.positionId, addMinutes(originMs, range.start), addMinutes(originMs, range.end));
  }

  function onEdgePointerDown(event: PointerEvent<HTMLSpanElement>, slot: GridSlot, edge: Edge) {
    if (event.button > 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ kind: 'resize', slot, edge, fromClientX: event.clientX, deltaX: 0 });
  }

  function onEdgePointerMove(event: PointerEvent<HTMLSpanElement>) {
    if (drag?.kind !== 'resize') return;
    setDrag({ ...drag, deltaX: event.clientX - drag.fromClientX });
  }

  function resizedRange(current: Extract<Drag, { kind: 'resize' }>) {
    const range = {
      start: minutesBetween(originMs, current.slot.start),
      end: minutesBetween(originMs, current.slot.end),
    };
    return resizeRange(range, current.edge, current.deltaX, zoom, maxMinutes);
  }

  function onEdgePointerUp() {
    if (drag?.kind !== 'resize') return;
    const range = resizedRange(drag);
    setDrag(null);
    suppressClick.current = true;
    const start = addMinutes(originMs, range.start);
    const end = addMinutes(originMs, range.end);
    if (start !== drag.slot.start || end !== drag.slot.end) props.onResize(drag.slot, start, end);
  }

  useEffect(() => {
    if (!drag) return undefined;
    const cancel = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setDrag(null);
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [drag]);

  const labelEvery = LABEL_EVERY_MINUTES[zoom.minutes] ?? 60;
  const headerLabels: { x: number; label: string }[] = [];
  for (let column = columnRange.first; column < columnRange.last; column += 1) {
    const time = moment.tz(addMinutes(originMs, column * zoom.minutes), timeZone);
    if ((time.hours() * 60 + time.minutes()) % labelEvery === 0) {
      headerLabels.push({ x: column * zoom.width, label: time.format('HH:mm') });
    }
  }
  const gridLines = `repeating-linear-gradient(to right, var(--mantine-color-gray-3) 0 1px, transparent 1px ${zoom.width}px)`;

  function renderSlot(slot: GridSlot, rowLayout: RowLayout) {
    const resizing = drag?.kind === 'resize' && drag.slot.id === slot.id ? resizedRange(drag) : null;
    const start = resizing ? addMinutes(originMs, resizing.start) : slot.start;
    const end = resizing ? addMinutes(originMs, resizing.end) : slot.end;
    const box = slotBox(start, end, originMs, zoom);
    const height = slotHeight({ description: slot.description, listedParticipants: slot.participants.length });
    const full = slot.registered >= slot.requiredVolunteerCount;
    const percentage = fillPercentage(slot.registered, slot.requiredVolunteerCount);
    const from = moment.tz(start, timeZone).format('HH:mm');
    const to = moment.tz(end, timeZone).format('HH:mm');
    return (
      <button
        key={slot.id}
        type="button"
        data-slot-id={slot.id}
        tabIndex={slot.id === activeId ? 0 : -1}
        onFocus={() => setFocusedId(slot.id)}
        onKeyDown={(event) => onSlotKeyDown(event, slot)}
        onClick={() => {
          if (suppressClick.current) {
            suppressClick.current = false;
            return;
          }
          props.onEdit(slot);
        }}
        style={{
          position: 'absolute',
          left: box.left,
          width: box.width,
          top: rowLayout.tops.get(slot.id) ?? 0,
          height,
          background: full ? colorFull : colorFree,
          border: slot.isPrivate ? '2px dashed var(--mantine-color-dark-4)' : '1px solid rgba(0,0,0,0.25)',
          borderRadius: 4,
          padding: '2px 6px',
          overflow: 'hidden',
          textAlign: 'left',
          color: '#1a1b1e',
          cursor: 'pointer',
          font: 'inherit',
          fontSize: 12,
          lineHeight: '16px',
        }}
      >
        <span
          aria-hidden
          onPointerDown={(event) => onEdgePointerDown(event, slot, 'start')}
          onPointerMove={onEdgePointerMove}
          onPointerUp={onEdgePointerUp}
          style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 6, cursor: 'ew-resize' }}
        />
        {/* The name is read from the content (WCAG 2.5.3: it holds the visible text): the short summary
            is spoken in words, the description and names as they show. */}
        <VisuallyHidden>{t('planning.slotLabel', { from, to, registered: slot.registered, required: slot.requiredVolunteerCount })}</VisuallyHidden>
        <span aria-hidden style={{ display: 'block', whiteSpace: 'nowrap', fontWeight: 600 }}>
          {slot.registered}/{slot.requiredVolunteerCount} · {from}–{to}
        </span>
        {slot.description?.trim() && (
          <span style={{ display: 'block', whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>
            {slot.description}
          </span>
        )}
        {slot.participants.map((name, index) => (
          <span key={`${name}-${index}`} style={{ display: 'block', whiteSpace: 'nowrap', height: 18 }}>
            {name}
          </span>
        ))}
        <span
          aria-hidden
          style={{
            position: 'absolute',
            left: 0,
            bottom: 0,
            height: 3,
            width: `${Math.min(100, percentage)}%`,
            background: `var(--mantine-color-${PROGRESS_MANTINE_COLOR[progressColor(percentage)]}-7)`,
          }}
        />
        <span
          aria-hidden
          onPointerDown={(event) => onEdgePointerDown(event, slot, 'end')}
          onPointerMove={onEdgePointerMove}
          onPointerUp={onEdgePointerUp}
          style={{ position: 'absolute', right: 0, top: 0, bottom: 0, width: 6, cursor: 'ew-resize' }}
        />
      </button>
    );
  }

  const renderedRows = rows.slice(rowRange.first, rowRange.last);
  // The focused slot stays in the DOM even when scrolled away, so the keyboard focus is never lost.
  const focusedRowIndex = rows.findIndex(
    (row) => row.kind === 'position' && row.position.slots.some((slot) => slot.id === activeId),
  );
  const extraRowIndex =
    focusedRowIndex !== -1 && (focusedRowIndex < rowRange.first || focusedRowIndex >= rowRange.last)
      ? focusedRowIndex
      : null;

  function renderRow(rowIndex: number) {
    const row = rows[rowIndex];
    const top = HEADER_HEIGHT + offsets[rowIndex];
    if (row.kind === 'sector') {
      return (
        <div
          key={row.key}
          role="presentation"
          style={{
            position: 'absolute',
            top,
            left: 0,
            width: LABEL_WIDTH + totalWidth,
            height: SECTOR_ROW_HEIGHT,
            background: 'var(--mantine-color-gray-1)',
          }}
        >
          <Text fw={700} size="sm" px="xs" lh={`${SECTOR_ROW_HEIGHT}px`} style={{ position: 'sticky', left: 0, width: LABEL_WIDTH }}>
            {row.name || t('planning.noSector')}
          </Text>
        </div>
      );
    }
    const layout = rowLayouts.get(row.key) as RowLayout;
    const height = heights[rowIndex];
    const creating = drag?.kind === 'create' && drag.positionId === row.key ? dragToRange(drag.fromX, drag.toX, zoom, maxMinutes) : null;
    const slots = row.position.slots.filter((slot) => {
      if (slot.id === activeId) return true;
      const box = slotBox(slot.start, slot.end, originMs, zoom);
      return box.left + box.width >= visibleFromX && box.left <= visibleToX;
    });
    return (
      <div
        key={row.key}
        role="group"
        aria-label={row.position.name}
        data-position-id={row.key}
        style={{ position: 'absolute', top, left: 0, width: LABEL_WIDTH + totalWidth, height, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <div
          style={{
            position: 'sticky',
            left: 0,
            zIndex: 2,
            width: LABEL_WIDTH,
            height,
            padding: '4px 8px',
            background: 'var(--mantine-color-body)',
            borderRight: '1px solid var(--mantine-color-gray-4)',
            overflow: 'hidden',
          }}
        >
          <Text size="sm" fw={500} lineClamp={2}>
            {row.position.name}
          </Text>
        </div>
        <div
          data-testid={`row-area-${row.key}`}
          onPointerDown={(event) => onAreaPointerDown(event, row.key)}
          onPointerMove={onAreaPointerMove}
          onPointerUp={onAreaPointerUp}
          style={{
            position: 'absolute',
            left: LABEL_WIDTH,
            top: 0,
            width: totalWidth,
            height,
            backgroundImage: gridLines,
            cursor: 'crosshair',
            touchAction: 'pan-x pan-y',
          }}
        >
          {slots.map((slot) => renderSlot(slot, layout))}
          {creating && (
            <div
              aria-hidden
              style={{
                position: 'absolute',
                left: minutesToX(creating.start, zoom),
                width: minutesToX(creating.end - creating.start, zoom),
                top: 4,
                height: height - 8,
                background: 'var(--mantine-color-blue-2)',
                border: '1px dashed var(--mantine-color-blue-7)',
                pointerEvents: 'none',
              }}
            />
          )}
        </div>
      </div>
    );
  }

  const rowIndexes = Array.from({ length: renderedRows.length }, (_, index) => rowRange.first + index);
  if (extraRowIndex !== null) rowIndexes.push(extraRowIndex);

  return (
    <Box
      ref={scrollRef}
      onScroll={viewport.onScroll}
      role="region"
      aria-label={t('planning.gridLabel')}
      data-testid="planning-grid"
      style={{
        position: 'relative',
        overflow: 'auto',
        // As tall as the rows (plus a horizontal scrollbar), at most 70 % of the window.
        height: props.viewportHeight ?? `min(70vh, ${HEADER_HEIGHT + offsets[offsets.length - 1] + 18}px)`,
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 4,
        userSelect: drag ? 'none' : undefined,
      }}
    >
      <div style={{ position: 'relative', width: LABEL_WIDTH + totalWidth, height: HEADER_HEIGHT + offsets[offsets.length - 1] }}>
        <div
          aria-hidden
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 3,
            height: HEADER_HEIGHT,
            width: LABEL_WIDTH + totalWidth,
            background: 'var(--mantine-color-body)',
            borderBottom: '1px solid var(--mantine-color-gray-4)',
          }}
        >
          <div
            style={{
              position: 'sticky',
              left: 0,
              zIndex: 4,
              width: LABEL_WIDTH,
              height: HEADER_HEIGHT,
              background: 'var(--mantine-color-body)',
            }}
          />
          {headerLabels.map((label) => (
            <span
              key={label.x}
              style={{ position: 'absolute', left: LABEL_WIDTH + label.x + 2, top: 8, fontSize: 11, whiteSpace: 'nowrap' }}
            >
              {label.label}
            </span>
          ))}
        </div>
        {rowIndexes.map(renderRow)}
      </div>
    </Box>
  );
}
