import { VendorError, type TicketingVendor, type VendorConnection, type VendorEvent, type VendorParticipant, type VendorPerson, type VendorTicketType } from './ticketing.adapter';

/** Weezevent's public API (https://api.weezevent.com), the default base URL. */
export const WEEZEVENT_BASE_URL = 'https://api.weezevent.com';

/** Participants asked per page of /participant/list, and sent per write. */
const PAGE_SIZE = 500;
const TIMEOUT_MS = 15_000;

/*
 * The subset of Weezevent's API modelled here (and served by the test stub). Every request carries
 * `api_key` (the partner's key) and `access_token` (the organizer account's token) as query parameters;
 * answers are JSON; 401/403 mean refused credentials.
 *   GET    /events                                    -> { events: [{ id, name }] }
 *   GET    /tickets?id_event[]=E(&id_event[]=F...)    -> { events: [{ id, name, tickets: [{ id, name }], categories: [{ tickets: [...] }] }] }
 *   GET    /participant/list?id_event[]=E&id_ticket[]=T&full=1&max=N&page=P
 *                                                      -> { participants: [{ id_participant, id_event, id_ticket, barcode,
 *                                                           owner: { first_name, last_name, email },
 *                                                           control_status: { status: 0|1, scan_date } }] }
 *   POST   /participants   form field data={"participants":[{ id_evenement, id_billet, nom, prenom, email, notify }]}
 *                                                      -> { total_added, participants: [{ id_participant, barcode_id }] } (in order)
 *   PATCH  /participants   data={"participants":[{ id_participant, id_evenement, nom, prenom, email }]}  -> { total_updated }
 *   DELETE /participants   data={"participants":[{ id_participant, id_evenement }]}                     -> { total_deleted }
 * A scan date is ISO 8601, or "YYYY-MM-DD HH:mm:ss" read as UTC.
 */

type Json = Record<string, unknown>;

function asObject(value: unknown): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new VendorError('invalidAnswer');
  return value as Json;
}

function asList(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new VendorError('invalidAnswer');
  return value;
}

function idOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  throw new VendorError('invalidAnswer');
}

function scanDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value.trim()) ? `${value.trim().replace(' ', 'T')}Z` : value.trim();
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function chunks<T>(items: T[], size = PAGE_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class WeezeventAdapter implements TicketingVendor {
  constructor(private readonly connection: VendorConnection) {}

  private url(path: string, query: Array<[string, string]> = []): string {
    const url = new URL(`${this.connection.baseUrl.replace(/\/+$/, '')}${path}`);
    url.searchParams.set('api_key', this.connection.apiKey);
    url.searchParams.set('access_token', this.connection.accessToken);
    for (const [name, value] of query) url.searchParams.append(name, value);
    return url.toString();
  }

  /** One call; errors never carry the URL (it holds the credentials). */
  private async call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, query: Array<[string, string]> = [], data?: unknown): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(this.url(path, query), {
        method,
        headers: { Accept: 'application/json', ...(data === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }) },
        body: data === undefined ? undefined : new URLSearchParams({ data: JSON.stringify(data) }).toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new VendorError('network');
    }
    if (response.status === 401 || response.status === 403) throw new VendorError('unauthorized', response.status);
    if (response.status === 404) throw new VendorError('notFound', response.status);
    if (response.status >= 500) throw new VendorError('server', response.status);
    if (!response.ok) throw new VendorError('invalidAnswer', response.status);
    try {
      return asObject(await response.json());
    } catch {
      throw new VendorError('invalidAnswer', response.status);
    }
  }

  /** Ticket types per event id, categories flattened (events the vendor does not answer are left out). */
  private async ticketTypesOf(eventIds: string[]): Promise<Map<string, VendorTicketType[]>> {
    const byEvent = new Map<string, VendorTicketType[]>();
    for (const part of chunks(eventIds, 50)) {
      const answer = await this.call('GET', '/tickets', part.map((id): [string, string] => ['id_event[]', id]));
      for (const event of asList(answer.events).map(asObject)) {
        const types: VendorTicketType[] = [];
        const collect = (node: Json) => {
          for (const ticket of Array.isArray(node.tickets) ? node.tickets.map(asObject) : []) {
            types.push({ id: idOf(ticket.id), name: typeof ticket.name === 'string' ? ticket.name : '' });
          }
          for (const category of Array.isArray(node.categories) ? node.categories.map(asObject) : []) collect(category);
        };
        collect(event);
        byEvent.set(idOf(event.id), types);
      }
    }
    return byEvent;
  }

  async events(): Promise<VendorEvent[]> {
    const answer = await this.call('GET', '/events');
    const events = asList(answer.events).map(asObject).map((event) => ({ id: idOf(event.id), name: typeof event.name === 'string' ? event.name : '' }));
    const types = events.length === 0 ? new Map<string, VendorTicketType[]>() : await this.ticketTypesOf(events.map((event) => event.id));
    return events.map((event) => ({ ...event, ticketTypes: types.get(event.id) ?? [] }));
  }

  async ticketTypes(eventId: string): Promise<VendorTicketType[]> {
    const types = (await this.ticketTypesOf([eventId])).get(eventId);
    if (!types) throw new VendorError('notFound');
    return types;
  }

  async addParticipants(eventId: string, ticketId: string, people: VendorPerson[]): Promise<Array<{ id: string; barcode: string }>> {
    const added: Array<{ id: string; barcode: string }> = [];
    for (const part of chunks(people)) {
      const answer = await this.call('POST', '/participants', [], {
        participants: part.map((person) => ({
          id_evenement: eventId,
          id_billet: ticketId,
          nom: person.lastName,
          prenom: person.firstName,
          email: person.email,
          notify: false,
        })),
      });
      const rows = asList(answer.participants).map(asObject);
      if (rows.length !== part.length) throw new VendorError('invalidAnswer');
      for (const row of rows) added.push({ id: idOf(row.id_participant), barcode: typeof row.barcode_id === 'string' ? row.barcode_id : String(row.barcode_id ?? '') });
    }
    return added;
  }

  async updateParticipants(eventId: string, people: Array<VendorPerson & { id: string }>): Promise<void> {
    for (const part of chunks(people)) {
      await this.call('PATCH', '/participants', [], {
        participants: part.map((person) => ({ id_participant: person.id, id_evenement: eventId, nom: person.lastName, prenom: person.firstName, email: person.email })),
      });
    }
  }

  async deleteParticipants(eventId: string, ids: string[]): Promise<void> {
    for (const part of chunks(ids)) {
      await this.call('DELETE', '/participants', [], { participants: part.map((id) => ({ id_participant: id, id_evenement: eventId })) });
    }
  }

  async participants(eventId: string, ticketId: string): Promise<VendorParticipant[]> {
    const out: VendorParticipant[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.call('GET', '/participant/list', [
        ['id_event[]', eventId],
        ['id_ticket[]', ticketId],
        ['full', '1'],
        ['max', String(PAGE_SIZE)],
        ['page', String(page)],
      ]);
      const rows = asList(answer.participants).map(asObject);
      for (const row of rows) {
        const control = row.control_status === null || row.control_status === undefined ? {} : asObject(row.control_status);
        const checkedIn = Number(control.status) === 1;
        out.push({
          id: idOf(row.id_participant),
          ticketId: row.id_ticket === undefined ? ticketId : idOf(row.id_ticket),
          barcode: typeof row.barcode === 'string' ? row.barcode : '',
          checkedIn,
          checkedInAt: checkedIn ? scanDate(control.scan_date) : null,
        });
      }
      if (rows.length < PAGE_SIZE) return out;
    }
  }
}
