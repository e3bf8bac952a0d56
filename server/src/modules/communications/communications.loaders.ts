import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import type { MailStatus } from '../mail/mail.entity';

// Read model: a communication's recipients and counts join their mail rows (the mail module's delivery
// records) in one statement per batch, for the history list; nothing here writes.

/** A recipient's delivery state, read from their mail row (the delivery record). */
export type DeliveryState = 'pending' | 'sent' | 'stored' | 'failed';

export interface RecipientDelivery {
  id: number;
  communicationId: number;
  volunteerId: number | null;
  name: string;
  email: string;
  language: string;
  status: DeliveryState;
  attempts: number;
  /** The last SMTP error, as the server said it. */
  lastError: string | null;
  sentAt: Date | null;
}

export interface DeliveryCounts {
  pending: number;
  sent: number;
  stored: number;
  failed: number;
}

export interface CommunicationLoaders {
  /** A communication's recipients with their delivery state, by name. */
  recipients: DataLoader<number, RecipientDelivery[]>;
  /** How many of a communication's mails are pending, sent, stored or failed. */
  deliveryCounts: DataLoader<number, DeliveryCounts>;
  /** The organizers' mails each volunteer was sent, newest first, with their delivery state. */
  receivedByVolunteerId: DataLoader<number, ReceivedMail[]>;
}

/** One mail of a communication to one volunteer, as its delivery record tells it. */
export interface ReceivedMail {
  /** The recipient row. */
  id: number;
  communicationId: number;
  organizationId: number;
  /** The subject as it was sent (placeholders filled), else as written. */
  subject: string;
  eventName: string;
  campaignName: string;
  email: string;
  status: DeliveryState;
  /** When it left (delivery record), else when it was queued. */
  sentAt: Date;
}

const STATE: Record<MailStatus, DeliveryState> = { queued: 'pending', sent: 'sent', stored: 'stored', failed: 'failed' };

export const deliveryState = (status: MailStatus | null): DeliveryState => (status ? STATE[status] : 'pending');

export function createCommunicationLoaders(manager: EntityManager): CommunicationLoaders {
  return {
    recipients: new DataLoader(async (ids) => {
      const rows: Array<{
        id: number;
        communication_id: number;
        volunteer_id: number | null;
        name: string;
        email: string;
        language: string;
        status: MailStatus | null;
        attempts: number | null;
        last_error: string | null;
        sent_at: Date | null;
      }> = await manager.query(
        `SELECT r.id, r.communication_id, r.volunteer_id, r.name, r.email, r.language, m.status, m.attempts, m.last_error, m.sent_at
           FROM communication_recipient r LEFT JOIN mail m ON m.id = r.mail_id
          WHERE r.communication_id = ANY($1::int[])
          ORDER BY lower(r.name), r.email, r.id`,
        [[...ids]],
      );
      const groups = new Map<number, RecipientDelivery[]>(ids.map((id) => [id, []]));
      for (const row of rows) {
        groups.get(Number(row.communication_id))?.push({
          id: Number(row.id),
          communicationId: Number(row.communication_id),
          volunteerId: row.volunteer_id === null ? null : Number(row.volunteer_id),
          name: row.name,
          email: row.email,
          language: row.language,
          status: deliveryState(row.status),
          attempts: Number(row.attempts ?? 0),
          lastError: row.last_error,
          sentAt: row.sent_at ? new Date(row.sent_at) : null,
        });
      }
      return ids.map((id) => groups.get(id) ?? []);
    }),
    deliveryCounts: new DataLoader(async (ids) => {
      const rows: Array<{ communication_id: number; status: MailStatus | null; n: string }> = await manager.query(
        `SELECT r.communication_id, m.status, count(*) AS n
           FROM communication_recipient r LEFT JOIN mail m ON m.id = r.mail_id
          WHERE r.communication_id = ANY($1::int[])
          GROUP BY r.communication_id, m.status`,
        [[...ids]],
      );
      const counts = new Map<number, DeliveryCounts>(ids.map((id) => [id, { pending: 0, sent: 0, stored: 0, failed: 0 }]));
      for (const row of rows) {
        const entry = counts.get(Number(row.communication_id));
        if (entry) entry[deliveryState(row.status)] += Number(row.n);
      }
      return ids.map((id) => counts.get(id) ?? { pending: 0, sent: 0, stored: 0, failed: 0 });
    }),
    receivedByVolunteerId: new DataLoader(async (volunteerIds) => {
      const rows: Array<{
        id: number;
        communication_id: number;
        organization_id: number;
        volunteer_id: number;
        subject: string;
        event_name: string;
        campaign_name: string;
        email: string;
        status: MailStatus | null;
        sent_at: Date;
      }> = await manager.query(
        `SELECT r.id, r.communication_id, c.organization_id, r.volunteer_id, COALESCE(m.subject, c.subject) AS subject,
                c.event_name, c.campaign_name, r.email, m.status, COALESCE(m.sent_at, c.sent_at) AS sent_at
           FROM communication_recipient r
           JOIN communication c ON c.id = r.communication_id
           LEFT JOIN mail m ON m.id = r.mail_id
          WHERE r.volunteer_id = ANY($1::int[])
          ORDER BY c.sent_at DESC, c.id DESC, r.id DESC`,
        [[...volunteerIds]],
      );
      const groups = new Map<number, ReceivedMail[]>(volunteerIds.map((id) => [id, []]));
      for (const row of rows) {
        groups.get(Number(row.volunteer_id))?.push({
          id: Number(row.id),
          communicationId: Number(row.communication_id),
          organizationId: Number(row.organization_id),
          subject: row.subject,
          eventName: row.event_name,
          campaignName: row.campaign_name,
          email: row.email,
          status: deliveryState(row.status),
          sentAt: new Date(row.sent_at),
        });
      }
      return volunteerIds.map((id) => groups.get(id) ?? []);
    }),
  };
}
