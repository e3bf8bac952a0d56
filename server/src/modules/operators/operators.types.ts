/** The kinds of stand actions, as stored (GraphQL twin: ScanActionKind). */
export type ScanActionKindName = 'check_in' | 'deliver_order' | 'redeem_voucher' | 'tshirt';

export type ScanItemKindName = 'product' | 'voucher_pool';

/** A product delivered or a voucher pool redeemed at an event's stand, for some operator tags (none: every operator). */
export interface ScanItemData {
  kind: ScanItemKindName;
  refId: number;
  tagIds: number[];
}

/** The signed-in operator of a stand request (X-Operator-Token). */
export interface OperatorAuth {
  operatorId: number;
  organizationId: number;
  eventId: number;
  name: string;
  tagIds: number[];
  sessionId: number;
  /** When the stand signed in: a queued scan is never older. */
  sessionCreatedAt: Date;
}

/** The header a stand sends its operator session token in (on /graphql and /apis/scan/v1/; never logged). */
export const OPERATOR_TOKEN_HEADER = 'X-Operator-Token';
