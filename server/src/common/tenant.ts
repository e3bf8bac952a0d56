/**
 * The organizations whose rows a request may load through the entity loaders (`byIdLoader`,
 * `groupedLoader` in common/loaders.ts: `WHERE id IN (...) AND organization_id IN (...)`, STYLE.md
 * "Loaders per request"). A signed-in user reads the organizations it belongs to; a public door opens
 * the organization whose public rows it serves: an event by its uuid, an organization's public page by
 * its slug, a volunteer's space by the volunteer's token, a waiting-list offer by its token. Public
 * types expose only public fields, so the opening widens what those fields may load, not what they
 * show. A job or a command acts for the system and reads without a filter. The raw-SQL loaders (sums,
 * names, lists) are keyed by ids of rows that were read through these.
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
