import type { PointsTrigger } from '@benevo/schema';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';
import { User } from '../auth/user.entity';
import { Organization } from '../organizations/organization.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

/** numeric(14,2) reads as a string in pg: points are numbers to the hundredth. */
const points: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** What a ledger row says of its cause (spec 3 triggerData); the fields its trigger has. */
export interface PointsTriggerData {
  eventName?: string;
  positionName?: string;
  startTime?: string;
  endTime?: string;
  eventId?: number;
  positionId?: number;
  participationId?: number;
  productName?: string;
  quantity?: number;
  orderId?: number;
  reason?: string;
}

/** Spec 3 Points transaction: one change of a volunteer's points, never updated nor deleted. */
@Entity('points_transaction')
@Index('IDX_points_transaction_volunteer', ['volunteerId', 'id'])
@Index('IDX_points_transaction_participation', ['participationId', 'volunteerId'])
@Index('IDX_points_transaction_organization', ['organizationId'])
@Check(
  'CHK_points_transaction_trigger',
  `"trigger" IN ('participation_accepted', 'participation_cancelled', 'participation_changed', 'time_slot_changed', 'hourly_rate_changed', 'product_purchased', 'manual_adjustment', 'order_cancelled')`,
)
@Check('CHK_points_transaction_diff', `"points_diff" <> 0`)
export class PointsTransaction {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_points_transaction' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_points_transaction_organization' })
  organization?: Organization;

  @Column({ type: 'integer' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_points_transaction_volunteer' })
  volunteer?: Volunteer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: points })
  pointsDiff: number;

  /** The volunteer's balance after this row. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: points })
  balance: number;

  @Column({ type: 'text' })
  trigger: PointsTrigger;

  @Column({ type: 'jsonb', default: {} })
  triggerData: PointsTriggerData;

  /** The participation whose points these are (no foreign key: the ledger outlives it). */
  @Column({ type: 'integer', nullable: true })
  participationId: number | null;

  /** The organizer of a manual adjustment. */
  @Column({ type: 'integer', nullable: true })
  authorUserId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_user_id', foreignKeyConstraintName: 'FK_points_transaction_author_user' })
  authorUser?: User;
}

/** A volunteer's running balance: always the sum of their ledger rows (test), locked by every change. */
@Entity('points_account')
@Index('IDX_points_account_organization', ['organizationId'])
export class PointsAccount {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_points_account' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_points_account_volunteer' })
  volunteer?: Volunteer;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_points_account_organization' })
  organization?: Organization;

  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0, transformer: points })
  balance: number;
}
