import { mapUrl, translate } from '@benevo/schema';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { enqueueJob } from '../../jobs/outbox';
import { isMailable, queueMail } from '../mail/mail.service';
import { formatSlotTime } from '../participations/registration-mail';
import { ERASED_DOMAIN } from '../volunteers/volunteers.privacy';
import { dueReminders, nextDueAt, type DueReminder } from './reminders.read-model';

/**
 * `reminders.scan`: sends the reminders that came due and schedules itself again (a chain of outbox
 * rows). The events module enqueues one when an organizer saves reminder delays (by this name: the
 * reminders module reads events, so events cannot import it).
 */
export const REMINDERS_SCAN_JOB = 'reminders.scan';

/** The longest wait between two scans while reminders are watched: a new sign-up or a moved slot is seen within it. */
export const SCAN_INTERVAL_MS = 10 * 60_000;

/** Reminders handled per statement of the scan. */
const BATCH = 200;

export interface ScanOptions {
  now?: Date;
  /** Tests: called after each participation's transaction committed (a crash there must lose nothing). */
  afterEach?: (participationId: number) => void | Promise<void>;
}

const group = (reminders: DueReminder[]): DueReminder[][] => {
  const byParticipation = new Map<number, DueReminder[]>();
  for (const reminder of reminders) byParticipation.set(reminder.participationId, [...(byParticipation.get(reminder.participationId) ?? []), reminder]);
  return [...byParticipation.values()];
};


async function queueReminderMail(manager: EntityManager, config: Config, reminder: DueReminder): Promise<number | null> {
  // Never to an erased volunteer's placeholder address (volunteers.privacy).
  if (!isMailable(reminder.email) || reminder.email.trim().toLowerCase().endsWith(`@${ERASED_DOMAIN}`)) return null;
  const language = reminder.language;
  const when = formatSlotTime(reminder.slotStart, reminder.slotEnd, reminder.timeZone, language);
  const place =
    reminder.latitude !== null && reminder.longitude !== null
      ? translate(language, 'reminders.mail.place', { place: mapUrl(reminder.latitude, reminder.longitude) })
      : '';
  const portalLink = reminder.volunteerToken ? `${config.publicUrl}/portal/t/${encodeURIComponent(reminder.volunteerToken)}` : `${config.publicUrl}/portal`;
  return queueMail(manager, {
    to: reminder.email,
    subject: translate(language, 'reminders.mail.subject', { position: reminder.positionName, when }),
    text: translate(language, 'reminders.mail.body', {
      name: reminder.firstName,
      position: reminder.positionName,
      event: reminder.eventName,
      when,
      place,
      portalLink,
    }),
    replyTo: isMailable(reminder.eventEmail) ? reminder.eventEmail : null,
    fromName: reminder.organizationName || 'Benevo',
    organizationId: reminder.organizationId,
    language,
  });
}

/** One participation's due reminders, in the caller's transaction: 1 when its mail was queued here. */
async function decide(manager: EntityManager, config: Config, reminders: DueReminder[]): Promise<number> {
  const shortest = reminders.reduce((a, b) => (b.delayHours < a.delayHours ? b : a));
  const inserted: Array<{ id: number; delay_hours: number }> = await manager.query(
    `INSERT INTO shift_reminder (participation_id, delay_hours, slot_start)
     SELECT $1, d, $3 FROM unnest($2::int[]) AS d
     ON CONFLICT ON CONSTRAINT "UQ_shift_reminder" DO NOTHING
     RETURNING id, delay_hours`,
    [shortest.participationId, reminders.map((r) => r.delayHours), shortest.slotStart.toISOString()],
  );
  const row = inserted.find((r) => Number(r.delay_hours) === shortest.delayHours);
  if (!row) return 0;
  // A shorter delay already decided for this start (e.g. split by a batch boundary): the longer one is late, skip it.
  const shorter: unknown[] = await manager.query(
    `SELECT 1 FROM shift_reminder WHERE participation_id = $1 AND slot_start = $2 AND delay_hours < $3 LIMIT 1`,
    [shortest.participationId, shortest.slotStart.toISOString(), shortest.delayHours],
  );
  if (shorter.length > 0) return 0;
  const mailId = await queueReminderMail(manager, config, shortest);
  await manager.query(`UPDATE shift_reminder SET mail_id = $2, sent_at = CASE WHEN $2::int IS NULL THEN NULL ELSE now() END WHERE id = $1`, [
    row.id,
    mailId,
  ]);
  return mailId === null ? 0 : 1;
}

export const remindersService = {
  /**
   * Sends every reminder due at `now`. Per participation, ONE transaction inserts the shift_reminder
   * rows (UNIQUE participation, delay, slot start; ON CONFLICT DO NOTHING) and queues the mail only if
   * its row was inserted here: a second scan, a concurrent one, or one re-run after a crash finds the
   * rows and sends nothing again. When several delays are due at once (the scan could not run for a
   * while, or a slot moved closer), only the shortest is mailed; the longer ones are recorded as skipped.
   * Returns the number of mails queued.
   */
  async scan(dataSource: DataSource, config: Config, options: ScanOptions = {}, logger?: Logger): Promise<number> {
    const now = options.now ?? new Date();
    let mailed = 0;
    // A participation whose mail cannot be queued is left for the next scan, not retried in this loop.
    const failed = new Set<number>();
    for (;;) {
      const due = (await dueReminders(dataSource.manager, now, BATCH + failed.size)).filter((r) => !failed.has(r.participationId));
      if (due.length === 0) break;
      for (const reminders of group(due)) {
        const participationId = reminders[0].participationId;
        try {
          mailed += await dataSource.transaction((manager) => decide(manager, config, reminders));
        } catch (error) {
          failed.add(participationId);
          logger?.error({ err: error, participationId }, 'shift reminder not queued; retried at the next scan');
          continue;
        }
        await options.afterEach?.(participationId);
      }
      if (due.length < BATCH) break;
    }
    return mailed;
  },

  /**
   * Enqueues the next scan, unless another is already pending (several saves of reminder delays, or
   * two scans ending together, leave one chain): at the next due time, at most SCAN_INTERVAL_MS away;
   * none when nothing is watched. `selfId`: the scan job running now (dispatched, not pending).
   */
  async scheduleNext(dataSource: DataSource, now: Date, selfId: number | null): Promise<Date | null> {
    return dataSource.transaction(async (manager) => {
      // One scheduler at a time: the check and the insert below are one step for every process.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [REMINDERS_SCAN_JOB]);
      const pending: unknown[] = await manager.query(
        `SELECT 1 FROM outbox WHERE kind = $1 AND status = 'pending' AND id <> $2 LIMIT 1`,
        [REMINDERS_SCAN_JOB, selfId ?? 0],
      );
      if (pending.length > 0) return null;
      const { watching, nextDue } = await nextDueAt(manager, now);
      if (!watching) return null;
      const cap = new Date(now.getTime() + SCAN_INTERVAL_MS);
      const at = nextDue && nextDue < cap ? nextDue : cap;
      await enqueueJob(manager, REMINDERS_SCAN_JOB, {}, { availableAt: at });
      return at;
    });
  },
};
