/**
 * The organizations whose rows a request may load (STYLE.md "Loaders per request": every batch is
 * `WHERE id IN (...) AND organization_id = ...`). A signed-in user reads the organizations it belongs
 * to; a public door (an event by its uuid, a volunteer's space by token, a waiting-list offer by token)
 * opens the one organization it resolved before the fields below it load. A job or a command acts for
 * the system and reads without a filter.
 */
export class RequestTenant {
  private readonly opened = new Set<number>();
  private members: Promise<number[]> | null = null;

  private constructor(
    private readonly memberIds: (() => Promise<number[]>) | null,
    private readonly system: boolean,
  ) {}

  /** A request: the caller's organizations (loaded once, when a loader first needs them), if signed in. */
  static forRequest(memberIds: (() => Promise<number[]>) | null): RequestTenant {
    return new RequestTenant(memberIds, false);
  }

  /** Work done for the system (jobs, commands, test fixtures): no filter. */
  static system(): RequestTenant {
    return new RequestTenant(null, true);
  }

  /** A public door resolved a row of this organization by its own credential (uuid, token). */
  open(organizationId: number): void {
    this.opened.add(organizationId);
  }

  /** The organizations readable now; null means no filter (the system). */
  async organizationIds(): Promise<number[] | null> {
    if (this.system) return null;
    const members = this.memberIds ? await (this.members ??= this.memberIds()) : [];
    return [...new Set([...members, ...this.opened])];
  }
}
