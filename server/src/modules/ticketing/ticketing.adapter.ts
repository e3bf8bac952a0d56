/**
 * What the ticketing sync needs from a vendor: the volunteers' accreditations as participants of one
 * ticket type of one vendor event, and their check-in status. weezevent.adapter.ts speaks Weezevent's
 * public API; the test stub (server/test/ticketing/vendor-stub.ts) serves the same API, so the one
 * adapter talks to either, chosen by base URL only.
 */

export interface VendorConnection {
  /** Without a trailing slash, e.g. https://api.weezevent.com */
  baseUrl: string;
  apiKey: string;
  accessToken: string;
}

/** A person sent as an accreditation. */
export interface VendorPerson {
  firstName: string;
  lastName: string;
  email: string;
}

export interface VendorParticipant {
  id: string;
  ticketId: string;
  barcode: string;
  checkedIn: boolean;
  checkedInAt: Date | null;
}

export interface VendorTicketType {
  id: string;
  name: string;
}

export interface VendorEvent {
  id: string;
  name: string;
  ticketTypes: VendorTicketType[];
}

export interface TicketingVendor {
  /** The events the credentials reach, with their ticket types (to pick the mapping from). */
  events(): Promise<VendorEvent[]>;
  /** The ticket types (price categories) of the vendor's event; VendorError notFound when the event is unknown. */
  ticketTypes(eventId: string): Promise<VendorTicketType[]>;
  /** Adds participants with this ticket type; answers their ids and barcodes in the order given. */
  addParticipants(eventId: string, ticketId: string, people: VendorPerson[]): Promise<Array<{ id: string; barcode: string }>>;
  /** Changes the names and addresses of participants. */
  updateParticipants(eventId: string, people: Array<VendorPerson & { id: string }>): Promise<void>;
  /** Deletes participants (their accreditation is cancelled); unknown ids are no error. */
  deleteParticipants(eventId: string, ids: string[]): Promise<void>;
  /** The participants of one ticket type of the event, with their check-in status. */
  participants(eventId: string, ticketId: string): Promise<VendorParticipant[]>;
}

export type VendorErrorKind = 'unauthorized' | 'notFound' | 'server' | 'network' | 'invalidAnswer';

/**
 * A vendor call that failed. The message never holds a credential nor the request URL (which carries
 * them as query parameters): it is logged and stored in the outbox row.
 */
export class VendorError extends Error {
  constructor(
    readonly kind: VendorErrorKind,
    readonly status: number | null = null,
  ) {
    super(`ticketing vendor: ${kind}${status === null ? '' : ` (HTTP ${status})`}`);
    this.name = 'VendorError';
  }

  /** A wrong key or an unknown event stays wrong: only server and network errors are tried again. */
  get retryable(): boolean {
    return this.kind === 'server' || this.kind === 'network';
  }
}
