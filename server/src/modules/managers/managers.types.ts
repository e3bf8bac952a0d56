/** The signed-in manager of a request (X-Manager-Token), for the `manager` guard (ctx.managerAuth). */
export interface ManagerAuth {
  managerId: number;
  organizationId: number;
  email: string;
  eventIds: number[];
  /** The organizer lets this manager cancel slots for volunteers. */
  canCancelSlots: boolean;
  /** Null for a REST request signed in by the credentials of its query (no session). */
  sessionId: number | null;
  /** When the session ends (null without a session). */
  expiresAt: Date | null;
}

/** The header a manager client sends its session token in (on /graphql and the facade; never logged). */
export const MANAGER_TOKEN_HEADER = 'X-Manager-Token';
