/** What the planning grid draws: plain data, independent of the API's generated types. */
export interface GridSlot {
  id: string;
  positionId: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  requiredVolunteerCount: number;
  /** Places taken (sum of nbParticipants of active participations). */
  registered: number;
  description: string | null;
  isPrivate: boolean;
  /** Names listed under the slot (each adds to its height). */
  participants: string[];
  series: string | null;
}

export interface GridPosition {
  id: string;
  name: string;
  sectorId: string | null;
  slots: GridSlot[];
}

export interface GridSector {
  id: string;
  name: string;
}

export type GridRow =
  | { kind: 'sector'; key: string; name: string }
  | { kind: 'position'; key: string; position: GridPosition };

/** Positions grouped by sector (in the sectors' order), positions without a sector last. */
export function gridRows(sectors: readonly GridSector[], positions: readonly GridPosition[]): GridRow[] {
  const rows: GridRow[] = [];
  const known = new Set(sectors.map((sector) => sector.id));
  for (const sector of sectors) {
    const members = positions.filter((position) => position.sectorId === sector.id);
    if (members.length === 0) continue;
    rows.push({ kind: 'sector', key: `sector-${sector.id}`, name: sector.name });
    for (const position of members) rows.push({ kind: 'position', key: position.id, position });
  }
  const loose = positions.filter((position) => !position.sectorId || !known.has(position.sectorId));
  if (loose.length > 0 && rows.length > 0) rows.push({ kind: 'sector', key: 'sector-none', name: '' });
  for (const position of loose) rows.push({ kind: 'position', key: position.id, position });
  return rows;
}
