import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Organization } from '../organizations/organization.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

/** A pool of voucher codes of an organization (e.g. "Repas partenaire"); its name is unique there. */
@Entity('voucher_pool')
@Unique('UQ_voucher_pool_name', ['organizationId', 'name'])
export class VoucherPool {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_voucher_pool' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_voucher_pool_organization' })
  organization?: Organization;

  @Column({ type: 'text' })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/**
 * One code of a pool, given out at most once: to the volunteer who claimed it (volunteerId and
 * claimedAt) and, for a voucher product, with the order (orderId: the shop's order, no foreign key).
 */
@Entity('voucher_code')
@Unique('UQ_voucher_code_pool_code', ['poolId', 'code'])
@Check('CHK_voucher_code_claimed', `("volunteer_id" IS NULL) OR ("claimed_at" IS NOT NULL)`)
@Index('IDX_voucher_code_pool_claimed', ['poolId', 'claimedAt'])
@Index('IDX_voucher_code_volunteer', ['volunteerId'])
@Index('IDX_voucher_code_order', ['orderId'])
export class VoucherCode {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_voucher_code' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_voucher_code_organization' })
  organization?: Organization;

  @Column({ type: 'integer' })
  poolId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => VoucherPool, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pool_id', foreignKeyConstraintName: 'FK_voucher_code_pool' })
  pool?: VoucherPool;

  @Column({ type: 'text' })
  code: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'integer', nullable: true })
  volunteerId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_voucher_code_volunteer' })
  volunteer?: Volunteer;

  /** When the code was given out (kept when its volunteer is deleted: the code stays spent). */
  @Column({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  /** When it was used at the scan stand (operators module); such a code is spent for good. */
  @Column({ type: 'timestamptz', nullable: true })
  redeemedAt: Date | null;

  /** The shop order the code went with (a voucher product), else null. */
  @Column({ type: 'integer', nullable: true })
  orderId: number | null;
}
