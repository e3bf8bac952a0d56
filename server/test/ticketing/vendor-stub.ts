import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the ticketing vendor (Weezevent's public API shape, the subset
 * server/src/modules/ticketing/weezevent.adapter.ts models), with its state in memory: events and their
 * ticket types, participants with their check-in status. It checks `api_key` and `access_token` on
 * every request (401 otherwise, echoing the key given, as a careless vendor might), and can be told to
 * fail the next requests (500, 401...) or to check a participant in. No network beyond 127.0.0.1.
 */

export interface StubParticipant {
  id: string;
  eventId: string;
  ticketId: string;
  barcode: string;
  firstName: string;
  lastName: string;
  email: string;
  checkedIn: boolean;
  scanDate: string | null;
}

export interface StubRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
}

export class VendorStub {
  readonly events = new Map<string, { id: string; name: string; tickets: Array<{ id: string; name: string }> }>();
  readonly participants = new Map<string, StubParticipant>();
  readonly requests: StubRequest[] = [];
  url = '';
  private server: http.Server | null = null;
  private nextId = 1000;
  private failures: Array<{ status: number; times: number }> = [];

  constructor(
    readonly apiKey: string,
    readonly accessToken: string,
  ) {}

  /** An event of the vendor with its ticket types (price categories). */
  addEvent(id: string, tickets: Array<{ id: string; name: string }>, name = `Event ${id}`): void {
    this.events.set(id, { id, name, tickets });
  }

  /** The next `times` requests answer `status` (500: a vendor outage; 401: refused credentials). */
  failNext(status: number, times = 1): void {
    this.failures.push({ status, times });
  }

  clearFailures(): void {
    this.failures = [];
  }

  /** A scanner at the door checked this participant in. */
  checkIn(participantId: string, at = '2030-07-01 08:15:00'): void {
    const participant = this.participants.get(participantId);
    if (!participant) throw new Error(`no participant ${participantId}`);
    participant.checkedIn = true;
    participant.scanDate = at;
  }

  of(eventId: string): StubParticipant[] {
    return [...this.participants.values()].filter((p) => p.eventId === eventId);
  }

  writes(method: 'POST' | 'PATCH' | 'DELETE'): number {
    return this.requests.filter((r) => r.method === method && r.path === '/participants').length;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          const { status, body } = this.answer(req.method ?? 'GET', req.url ?? '/', Buffer.concat(chunks).toString('utf8'));
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(body));
        } catch (error) {
          res.writeHead(400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { code: 400, message: String(error) } }));
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(method: string, rawUrl: string, rawBody: string): { status: number; body: unknown } {
    const url = new URL(rawUrl, 'http://stub');
    const query: Record<string, string[]> = {};
    for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
    this.requests.push({ method, path: url.pathname, query });

    const failure = this.failures[0];
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) this.failures.shift();
      return { status: failure.status, body: { error: { code: failure.status, message: 'Internal error' } } };
    }
    const apiKey = url.searchParams.get('api_key') ?? '';
    if (apiKey !== this.apiKey || url.searchParams.get('access_token') !== this.accessToken) {
      return { status: 401, body: { error: { code: 401, message: `Invalid api_key ${apiKey} or access_token` } } };
    }
    const data = (): Array<Record<string, unknown>> => {
      const form = new URLSearchParams(rawBody);
      const parsed = JSON.parse(form.get('data') ?? '{}') as { participants?: Array<Record<string, unknown>> };
      return parsed.participants ?? [];
    };
    const route = `${method} ${url.pathname.replace(/\/+$/, '')}`;
    switch (route) {
      case 'GET /events':
        return { status: 200, body: { events: [...this.events.values()].map((e) => ({ id: Number(e.id), name: e.name })) } };
      case 'GET /tickets': {
        const ids = query['id_event[]'] ?? [];
        const events = [...this.events.values()].filter((e) => ids.includes(e.id));
        if (events.length === 0) return { status: 404, body: { error: { code: 404, message: 'Event not found' } } };
        return { status: 200, body: { events: events.map((e) => ({ id: Number(e.id), name: e.name, tickets: [], categories: [{ id: 1, name: 'Staff', tickets: e.tickets }] })) } };
      }
      case 'GET /participant/list': {
        const events = query['id_event[]'] ?? [];
        const tickets = query['id_ticket[]'] ?? [];
        const max = Number(url.searchParams.get('max') ?? 500);
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = [...this.participants.values()].filter((p) => events.includes(p.eventId) && (tickets.length === 0 || tickets.includes(p.ticketId)));
        return {
          status: 200,
          body: {
            participants: all.slice((page - 1) * max, page * max).map((p) => ({
              id_participant: Number(p.id),
              id_event: Number(p.eventId),
              id_ticket: Number(p.ticketId),
              barcode: p.barcode,
              owner: { first_name: p.firstName, last_name: p.lastName, email: p.email },
              control_status: { status: p.checkedIn ? 1 : 0, scan_date: p.scanDate },
            })),
          },
        };
      }
      case 'POST /participants': {
        const added = data().map((row) => {
          const eventId = String(row.id_evenement);
          const ticketId = String(row.id_billet);
          const event = this.events.get(eventId);
          if (!event || !event.tickets.some((t) => t.id === ticketId)) throw new Error('unknown event or ticket');
          this.nextId += 1;
          const participant: StubParticipant = {
            id: String(this.nextId),
            eventId,
            ticketId,
            barcode: `BC${this.nextId}`,
            firstName: String(row.prenom ?? ''),
            lastName: String(row.nom ?? ''),
            email: String(row.email ?? ''),
            checkedIn: false,
            scanDate: null,
          };
          this.participants.set(participant.id, participant);
          return { id_participant: Number(participant.id), barcode_id: participant.barcode };
        });
        return { status: 200, body: { total_added: added.length, participants: added } };
      }
      case 'PATCH /participants': {
        let updated = 0;
        for (const row of data()) {
          const participant = this.participants.get(String(row.id_participant));
          if (!participant) continue;
          Object.assign(participant, { firstName: String(row.prenom ?? ''), lastName: String(row.nom ?? ''), email: String(row.email ?? '') });
          updated += 1;
        }
        return { status: 200, body: { total_updated: updated } };
      }
      case 'DELETE /participants': {
        let deleted = 0;
        for (const row of data()) if (this.participants.delete(String(row.id_participant))) deleted += 1;
        return { status: 200, body: { total_deleted: deleted } };
      }
      default:
        return { status: 404, body: { error: { code: 404, message: 'Not found' } } };
    }
  }
}
