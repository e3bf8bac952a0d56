import type { TestApp } from '../harness';
import type { Organizer } from '../events/fixtures';
import { participation, planning, volunteer, type Planning, type VolunteerRow } from '../participations/fixtures';

export interface MailingScenario {
  p: Planning;
  /** The people of the scenario, by first name. */
  v: Record<'anna' | 'bruno' | 'chloe' | 'david' | 'emma', VolunteerRow>;
}

/**
 * An event (participations/fixtures planning: Bar A 10-12 and B 12-14 and Cuisine C 11-13 on
 * 2030-07-01, Cuisine D 10-12 on 2030-07-02) and five volunteers:
 * - anna   A accepted, signed up 2029-01-01
 * - bruno  D accepted, 2029-05-01, German
 * - chloe  B awaiting organizer validation (0), 2029-04-01
 * - david  C cancelled by the organizer (4), 2029-04-15
 * - emma   A accepted 2029-02-01 and D accepted 2029-06-01 (two participations, one mail)
 */
export async function mailingScenario(t: TestApp, o: Organizer): Promise<MailingScenario> {
  const p = await planning(o);
  const org = o.organization.id;
  const names = { anna: 'Anna Aebi', bruno: 'Bruno Bär', chloe: 'Chloé <b>Cuénod</b>', david: 'David Dubois', emma: 'Emma Favre' };
  const v = {} as MailingScenario['v'];
  for (const [key, full] of Object.entries(names) as Array<[keyof typeof names, string]>) {
    const [first, ...last] = full.split(' ');
    v[key] = await volunteer(t, org, {
      first_name: first,
      last_name: last.join(' '),
      email: `${key}.${org}@example.org`,
      language: key === 'bruno' ? 'de' : 'fr',
    });
  }
  const add = async (who: VolunteerRow, slotId: string, status: number, createdAt: string, language = 'fr') => {
    const id = await participation(t, o, { eventId: p.eventId, slotId, volunteer: who, status, language });
    await t.db.database.dataSource.query(`UPDATE participation SET created_at = $2 WHERE id = $1`, [Number(id), createdAt]);
    return id;
  };
  await add(v.anna, p.slotA, 6, '2029-01-01T10:00:00Z');
  await add(v.bruno, p.slotD, 6, '2029-05-01T10:00:00Z', 'de');
  await add(v.chloe, p.slotB, 0, '2029-04-01T10:00:00Z');
  await add(v.david, p.slotC, 4, '2029-04-15T10:00:00Z');
  await add(v.emma, p.slotA, 6, '2029-02-01T10:00:00Z');
  await add(v.emma, p.slotD, 6, '2029-06-01T10:00:00Z');
  return { p, v };
}

export const PREVIEW = `query Preview($eventId: ID!, $input: EventMailInput!, $volunteerId: ID) {
  eventMailPreview(eventId: $eventId, input: $input, volunteerId: $volunteerId) {
    subject html text recipientsCount to { volunteerId name email language } recipients { volunteerId name email language }
  }
}`;

export const COMMUNICATION_FIELDS = `id eventId eventName kind sender senderEmail subject text replyTo recipientsCount sentAt
  filters { days positionIds subscriptionDateStart statuses volunteerIds }
  delivery { pending sent stored failed }
  recipients { id volunteerId name email language status attempts error lastError sentAt }`;

export const SEND = `mutation Send($eventId: ID!, $input: EventMailInput!) {
  sendEventMail(eventId: $eventId, input: $input) { onlyOwner recipientsCount sentTo communication { ${COMMUNICATION_FIELDS} } }
}`;

export const HISTORY = `query History($eventId: ID) { communications(eventId: $eventId) { ${COMMUNICATION_FIELDS} } }`;

/** Mail rows (the delivery records), oldest first. */
export async function mailRows(t: TestApp): Promise<Array<{ id: number; to: string; subject: string; text: string; html: string; status: string; replyTo: string | null; fromName: string; language: string }>> {
  const rows: Array<Record<string, unknown>> = await t.db.database.dataSource.query(
    'SELECT id, to_address, subject, text, html, status, reply_to, from_name, language FROM mail ORDER BY id',
  );
  return rows.map((row) => ({
    id: Number(row.id),
    to: String(row.to_address),
    subject: String(row.subject),
    text: String(row.text),
    html: String(row.html),
    status: String(row.status),
    replyTo: (row.reply_to as string | null) ?? null,
    fromName: String(row.from_name),
    language: String(row.language),
  }));
}
