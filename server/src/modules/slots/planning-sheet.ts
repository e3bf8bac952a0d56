import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { localDate, messageFor, parseEuropeanDate, wallTime, zonedInstant } from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { AppError, type FieldErrors } from '../../errors/app-error';
import { decodeBase64 } from '../media/media.service';
import { eventsService } from '../events/events.service';
import { PlanningFormat } from '../events/events.enums';
import type { ImportPlanningResult, ImportRow, PlanningFile } from '../events/events.inputs';
import { sectorsService } from '../events/sectors.service';
import { positionsService } from '../positions/positions.service';
import { rewardsService } from '../rewards/rewards.service';
import { checkSlot, loadPlan, saveExtendedDays } from './slots.service';
import { TimeSlot } from './time-slot.entity';

/** The sheet's columns, in order (import and export use the same layout). */
export const PLANNING_COLUMNS = [
  'sector',
  'position',
  'positionDescription',
  'date',
  'start',
  'end',
  'requiredVolunteerCount',
  'description',
  'isPrivate',
  'rewardCategory',
] as const;
type Column = (typeof PLANNING_COLUMNS)[number];
type SheetRow = Record<Column, string>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: dates typed in a spreadsheet arrive as Date (times on 1899-12-30, in UTC). */
function cellText(value: ExcelJS.CellValue, column: Column): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (column === 'date') return `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
    return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  }
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return String(value).trim();
}

async function readRows(buffer: Buffer, format: PlanningFormat): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (format === PlanningFormat.XLSX) {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else {
      const stream = new PassThrough();
      stream.end(buffer);
      // Cells stay text: the sheet's own date and time rules apply, not exceljs' guesses.
      sheet = await workbook.csv.read(stream, { map: (value: string) => value });
    }
  } catch {
    throw AppError.field('fileBase64', 'validation.importFile');
  }
  if (!sheet) throw AppError.field('fileBase64', 'validation.importFile');
  const header = PLANNING_COLUMNS.map((column, index) => cellText(sheet.getRow(1).getCell(index + 1).value, column));
  if (header.join(',') !== PLANNING_COLUMNS.join(',')) {
    throw new AppError('BAD_USER_INPUT', 'validation.importHeader', { columns: PLANNING_COLUMNS.join(', ') }, {
      fileBase64: [`validation.importHeader?columns=${encodeURIComponent(PLANNING_COLUMNS.join(', '))}`],
    });
  }
  const rows: SheetRow[] = [];
  for (let n = 2; n <= sheet.rowCount; n += 1) {
    const row = sheet.getRow(n);
    const values = Object.fromEntries(PLANNING_COLUMNS.map((c, i) => [c, cellText(row.getCell(i + 1).value, c)])) as SheetRow;
    if (Object.values(values).every((v) => v === '')) continue;
    rows.push(Object.assign(values, { __row: n }));
  }
  return rows;
}

const TIME = /^(\d{1,2}):(\d{2})$/;

export const planningSheetService = {
  /**
   * Positions (matched by name, created when new) and slots from a sheet. Every row is checked with the
   * slot rules; with any row error, or with dryRun, nothing is written (all-or-nothing).
   */
  async import(
    ctx: RequestContext,
    input: { eventId: string | number; fileBase64: string; format: PlanningFormat; dryRun: boolean },
  ): Promise<ImportPlanningResult> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, input.eventId);
      const rows = await readRows(decodeBase64(input.fileBase64), input.format);
      const plan = await loadPlan(tx, event);
      const positions = await positionsService.listOfEvent(tx, event.id);
      const sectors = await sectorsService.listOfEvent(tx, event.id);
      const rewards = await rewardsService.listOfEvent(tx, event.id);
      // New positions are checked against a placeholder id, created only when the whole sheet is valid.
      const newPositions = new Map<string, number>();
      const newSectors = new Set<string>();
      const results: ImportRow[] = [];
      const slots: Array<{ values: Partial<TimeSlot>; position: string; positionDescription: string; sector: string }> = [];
      for (const row of rows) {
        const errors: FieldErrors = {};
        const rowNumber = (row as unknown as { __row: number }).__row;
        if (!row.position) errors.position = ['validation.nameRequired'];
        const date = parseEuropeanDate(row.date);
        if (!date) errors.date = ['validation.date'];
        const start = TIME.exec(row.start);
        const end = TIME.exec(row.end);
        if (!start || Number(start[1]) > 23 || Number(start[2]) > 59) errors.start = ['validation.time'];
        if (!end || Number(end[1]) > 23 || Number(end[2]) > 59) errors.end = ['validation.time'];
        const required = row.requiredVolunteerCount === '' ? 0 : Number(row.requiredVolunteerCount);
        if (!Number.isInteger(required) || required < 0) errors.requiredVolunteerCount = ['validation.integer'];
        const reward = row.rewardCategory ? rewards.find((r) => r.name === row.rewardCategory) : null;
        if (row.rewardCategory && !reward) errors.rewardCategory = ['validation.unknownReference'];
        let startTime: Date | null = null;
        let endTime: Date | null = null;
        if (date && start && end && !errors.start && !errors.end) {
          const [y, m, d] = date.split('-').map(Number);
          const startMinutes = Number(start[1]) * 60 + Number(start[2]);
          let endMinutes = Number(end[1]) * 60 + Number(end[2]);
          // An end at or before the start is on the next day (night shifts).
          if (endMinutes <= startMinutes) endMinutes += 24 * 60;
          const at = (minutes: number) =>
            zonedInstant({ year: y, month: m, day: d, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 }, event.timeZone);
          startTime = at(startMinutes);
          endTime = at(endMinutes);
        }
        let positionId = positions.find((p) => p.name === row.position)?.id;
        if (positionId === undefined && row.position) {
          positionId = newPositions.get(row.position) ?? -(newPositions.size + 1);
          newPositions.set(row.position, positionId);
          plan.positionIds.add(positionId);
        }
        if (row.sector && !sectors.some((s) => s.name === row.sector)) newSectors.add(row.sector);
        if (Object.keys(errors).length === 0 && startTime && endTime) {
          const checked = await checkSlot(plan, {
            positionId: positionId!,
            startTime,
            endTime,
            requiredVolunteerCount: required,
            description: row.description,
            isPrivate: ['1', 'true', 'yes', 'oui', 'ja', 'x'].includes(row.isPrivate.toLowerCase()),
            rewardCategoryId: reward?.id ?? null,
          }, null);
          if (checked.errors) {
            // Slot rules name slot fields; the sheet's columns are start/end.
            for (const [field, messages] of Object.entries(checked.errors)) {
              errors[field === 'startTime' ? 'start' : field === 'endTime' ? 'end' : field] = messages;
            }
          } else {
            slots.push({ values: checked.values, position: row.position, positionDescription: row.positionDescription, sector: row.sector });
          }
        }
        results.push({
          row: rowNumber,
          sector: row.sector,
          position: row.position,
          startTime,
          endTime,
          requiredVolunteerCount: Number.isInteger(required) ? required : 0,
          errors: Object.entries(errors).flatMap(([field, keys]) => keys.map((key) => ({ field, message: messageFor(ctx.language, key) }))),
        });
      }
      const valid = results.every((r) => r.errors.length === 0);
      const result: ImportPlanningResult = {
        rows: results,
        dryRun: input.dryRun || !valid,
        createdSectors: newSectors.size,
        createdPositions: newPositions.size,
        createdTimeSlots: slots.length,
      };
      if (result.dryRun) return result;
      const sectorIds = new Map(sectors.map((s) => [s.name, s.id]));
      let order = sectors.length;
      for (const name of newSectors) {
        const sector = await sectorsService.createImported(tx, event, name, order++);
        sectorIds.set(name, sector.id);
      }
      const positionIds = new Map(positions.map((p) => [p.name, p.id]));
      let positionOrder = positions.length;
      for (const name of newPositions.keys()) {
        const first = slots.find((s) => s.position === name);
        const position = await positionsService.createImported(tx, event, {
          name,
          order: positionOrder++,
          description: first?.positionDescription ?? '',
          sectorId: first?.sector ? sectorIds.get(first.sector) ?? null : null,
        });
        positionIds.set(name, position.id);
      }
      await saveExtendedDays(tx, plan);
      await tx.manager.save(slots.map((slot) => tx.manager.create(TimeSlot, { ...slot.values, positionId: positionIds.get(slot.position)! })));
      return result;
    });
  },

  /** The event's slots in the import layout, one row per slot, positions in their order. */
  async export(ctx: RequestContext, eventId: string | number, format: PlanningFormat): Promise<PlanningFile> {
    const event = await eventsService.require(ctx, eventId);
    const positions = await positionsService.listOfEvent(ctx, event.id);
    const sectors = new Map((await sectorsService.listOfEvent(ctx, event.id)).map((s) => [s.id, s.name]));
    const rewards = new Map((await rewardsService.listOfEvent(ctx, event.id)).map((r) => [r.id, r.name]));
    const slots = await ctx.manager.find(TimeSlot, { where: { eventId: event.id }, order: { startTime: 'ASC', id: 'ASC' } });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Planning');
    sheet.addRow([...PLANNING_COLUMNS]);
    const hhmm = (instant: Date) => {
      const w = wallTime(instant, event.timeZone);
      return `${pad(w.hour)}:${pad(w.minute)}`;
    };
    for (const position of positions) {
      for (const slot of slots.filter((s) => s.positionId === position.id)) {
        const [y, m, d] = localDate(slot.startTime, event.timeZone).split('-');
        sheet.addRow([
          position.sectorId === null ? '' : sectors.get(position.sectorId) ?? '',
          position.name,
          position.description,
          `${d}.${m}.${y}`,
          hhmm(slot.startTime),
          hhmm(slot.endTime),
          slot.requiredVolunteerCount,
          slot.description,
          slot.isPrivate ? 'true' : 'false',
          slot.rewardCategoryId === null ? '' : rewards.get(slot.rewardCategoryId) ?? '',
        ]);
      }
    }
    const buffer = Buffer.from(format === PlanningFormat.XLSX ? await workbook.xlsx.writeBuffer() : await workbook.csv.writeBuffer());
    const base = event.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'planning';
    return { fileName: `${base}-planning.${format}`, format, fileBase64: buffer.toString('base64') };
  },
};

