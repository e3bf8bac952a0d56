import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Attribute } from '../forms/attribute.entity';
import { Organization } from '../organizations/organization.entity';

/** The printed sizes of a badge: a credit card (85.6 x 54 mm, landscape) or A6 (105 x 148 mm, portrait). */
export type BadgeSizeName = 'card' | 'a6';

/** Issue 14: how an organization's badges look (enableBadges). */
@Entity('badge_template')
@Index('IDX_badge_template_organization', ['organizationId'])
@Index('IDX_badge_template_attribute', ['attributeId'])
@Check('CHK_badge_template_size', `"size" IN ('card', 'a6')`)
export class BadgeTemplate {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_badge_template' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_badge_template_organization' })
  organization?: Organization;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: 'card' })
  size: BadgeSizeName;

  /** Public path of the logo (/media/<uuid>.<ext>). */
  @Column({ type: 'text', nullable: true })
  logo: string | null;

  /** The band behind the logo and the name, #rrggbb. */
  @Column({ type: 'text' })
  primaryColor: string;

  /** The text printed on the band, #rrggbb. */
  @Column({ type: 'text' })
  textColor: string;

  @Column({ type: 'boolean', default: false })
  showPhoto: boolean;

  @Column({ type: 'boolean', default: false })
  showCategories: boolean;

  @Column({ type: 'boolean', default: false })
  showPositions: boolean;

  /** A custom attribute whose answer is printed; null: none. */
  @Column({ type: 'integer', nullable: true })
  attributeId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Attribute, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'attribute_id', foreignKeyConstraintName: 'FK_badge_template_attribute' })
  attribute?: Attribute;

  @Column({ type: 'boolean', default: true })
  showQrCode: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}
