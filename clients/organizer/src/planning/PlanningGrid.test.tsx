import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { organizerMessages } from '../i18n/messages';
import type { GridPosition, GridSlot } from './grid-types';
import { zoomStep } from './layout';
import { PlanningGrid } from './PlanningGrid';

// jsdom has no PointerEvent: a MouseEvent with a pointerId is enough for the grid.
class PointerEventStub extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
Object.assign(window, { PointerEvent: PointerEventStub });

const origin = Date.parse('2025-06-14T06:00:00Z'); // 08:00 in Zurich
const at = (minutes: number) => origin + minutes * 60_000;

function slot(id: string, positionId: string, from: number, to: number, registered = 0): GridSlot {
  return {
    id,
    positionId,
    start: at(from),
    end: at(to),
    requiredVolunteerCount: 2,
    registered,
    description: null,
    isPrivate: false,
    participants: [],
    series: null,
  };
}

function renderGrid(positions: GridPosition[], handlers: Partial<Record<'onEdit' | 'onCreateRange' | 'onResize', jest.Mock>> = {}) {
  const props = {
    onEdit: handlers.onEdit ?? jest.fn(),
    onCreateRange: handlers.onCreateRange ?? jest.fn(),
    onResize: handlers.onResize ?? jest.fn(),
  };
  renderWithProviders(
    <PlanningGrid
      sectors={[{ id: 's1', name: 'Bar' }]}
      positions={positions}
      originMs={origin}
      endMs={at(16 * 60)}
      limitMs={at(26 * 60)}
      timeZone="Europe/Zurich"
      zoom={zoomStep(30)}
      colorFree="#4fd68e"
      colorFull="#d65f4f"
      {...props}
    />,
    { messages: organizerMessages },
  );
  return props;
}

const twoRows: GridPosition[] = [
  { id: 'p1', name: 'Caisse', sectorId: 's1', slots: [slot('a1', 'p1', 0, 120), slot('a2', 'p1', 180, 240, 2)] },
  { id: 'p2', name: 'Cuisine', sectorId: 's1', slots: [slot('b1', 'p2', 170, 260)] },
];

describe('PlanningGrid', () => {
  it('draws slots with the free and full colours and one tab stop', () => {
    renderGrid(twoRows);
    const first = screen.getByRole('button', { name: '08:00 à 10:00, 0 sur 2 bénévoles' });
    const full = screen.getByRole('button', { name: '11:00 à 12:00, 2 sur 2 bénévoles' });
    expect(first.style.background).toBe('rgb(79, 214, 142)');
    expect(full.style.background).toBe('rgb(214, 95, 79)');
    // 30-minute zoom: 40 px per column, so 11:00 is 240 px from 08:00.
    expect(full.style.left).toBe('240px');
    expect(first.tabIndex).toBe(0);
    expect(full.tabIndex).toBe(-1);
    expect(screen.getByText('Bar')).toBeTruthy();
  });

  it('moves the focus with the arrow keys and edits with Enter', () => {
    const { onEdit } = renderGrid(twoRows);
    const first = screen.getByRole('button', { name: /^08:00 à 10:00/ });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('button', { name: /^11:00 à 12:00/ });
    expect(document.activeElement).toBe(second);
    expect(second.tabIndex).toBe(0);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    const below = screen.getByRole('button', { name: /^10:50 à 12:20/ });
    expect(document.activeElement).toBe(below);
    fireEvent.click(below);
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' }));
  });

  it('renders only the rows inside the viewport', () => {
    const many: GridPosition[] = Array.from({ length: 500 }, (_, index) => ({
      id: `p${index}`,
      name: `Poste ${index}`,
      sectorId: null,
      slots: [slot(`s${index}`, `p${index}`, 0, 60)],
    }));
    renderGrid(many);
    const rendered = screen.getAllByRole('group');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(screen.queryByRole('group', { name: 'Poste 499' })).toBeNull();
  });

  it('turns a drag on empty space into a snapped range', () => {
    const { onCreateRange } = renderGrid(twoRows);
    const area = screen.getByTestId('row-area-p2');
    // jsdom places the row at x = 0: 40 px per 30 minutes.
    fireEvent.pointerDown(area, { button: 0, clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(area, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(area, { clientX: 150, pointerId: 1 });
    // 10 px -> 7.5 min (floored to 0), 150 px -> 112.5 min (ceiled to 120).
    expect(onCreateRange).toHaveBeenCalledWith('p2', at(0), at(120));
  });
});
