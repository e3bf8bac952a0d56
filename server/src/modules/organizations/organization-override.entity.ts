import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Per-organization special cases as data (DESIGN.md "Special organizations"), seeded by migration:
 * organization 1 holds Pro and Corporate rights, 120 a forced single French variant.
 */
@Entity('organization_override')
export class OrganizationOverride {
  @PrimaryColumn({ type: 'integer' })
  organizationId: number;

  @Column({ type: 'boolean', default: false })
  grantsProRights: boolean;

  /** Interface language forced for everyone in this organization (fr-ch for 120), or null. */
  @Column({ type: 'text', nullable: true })
  forcedLanguage: string | null;

  @Column({ type: 'text', default: '' })
  note: string;
}
