import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { EventScopedEntity } from '../../db/event-scoped.entity';
import { Event } from '../events/event.entity';
import { Attribute } from '../forms/attribute.entity';
import { Participation } from '../participations/participation.entity';
import { ShopOrder } from '../shop/shop.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { VoucherCode } from '../vouchers/voucher.entity';
import type { ScanActionKindName, ScanItemData } from './operators.types';

/**
 * Spec 3 Operator: a person at the scan stand of one event. Logs in with a secret (kept as a SHA-256
 * hash: shown once, rotatable); its tags (tag ids of the event, no foreign key: a deleted tag shows as
 * "Inconnu") decide which positions' volunteers and which products or voucher pools it serves.
 */
@Entity('operator')
@Index('IDX_operator_event', ['eventId'])
@Unique('UQ_operator_secret', ['secretHash'])
export class Operator extends EventScopedEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_operator' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_operator_event' })
  event?: Event;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  secretHash: string;

  @Column({ type: 'integer', array: true })
  tagIds: number[];

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}

/** A signed-in stand (24 h): the token is sent in X-Operator-Token and kept here as a hash. */
@Entity('operator_session')
@Index('IDX_operator_session_operator', ['operatorId'])
@Unique('UQ_operator_session_token', ['tokenHash'])
export class OperatorSession {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_operator_session' })
  id: number;

  @Column({ type: 'integer' })
  operatorId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Operator, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'operator_id', foreignKeyConstraintName: 'FK_operator_session_operator' })
  operator?: Operator;

  @Column({ type: 'text' })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** What an event's stand does (/scan/config); an event without a row uses the defaults (check-in only). */
@Entity('scan_config')
@Check('CHK_scan_config_late', `"late_after_minutes" BETWEEN 0 AND 1440`)
export class ScanConfig {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_scan_config' })
  eventId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_scan_config_event' })
  event?: Event;

  @Column({ type: 'integer' })
  organizationId: number;

  @Column({ type: 'boolean' })
  checkIn: boolean;

  @Column({ type: 'boolean' })
  orderDelivery: boolean;

  @Column({ type: 'boolean' })
  voucherRedeem: boolean;

  @Column({ type: 'boolean' })
  tshirt: boolean;

  @Column({ type: 'integer', nullable: true })
  tshirtAttributeId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Attribute, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'tshirt_attribute_id', foreignKeyConstraintName: 'FK_scan_config_tshirt_attribute' })
  tshirtAttribute?: Attribute;

  @Column({ type: 'integer' })
  lateAfterMinutes: number;

  /** Products delivered and voucher pools redeemed here, each for some operator tags (none: everyone). */
  @Column({ type: 'jsonb' })
  items: ScanItemData[];
}

/**
 * The volunteer's scan code (what a badge's QR carries, never the portal token): the code is signed
 * (HMAC of organization, volunteer and serial); revoking bumps the serial, so older badges answer
 * "revoked".
 */
@Entity('scan_code')
@Unique('UQ_scan_code_volunteer', ['volunteerId'])
export class ScanCode {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_scan_code' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  @Column({ type: 'integer' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_scan_code_volunteer' })
  volunteer?: Volunteer;

  @Column({ type: 'integer' })
  serial: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}

/**
 * One thing done at the stand: a check-in, an order delivered, a voucher redeemed, a t-shirt handed
 * out. Partial unique indexes make each happen once while not undone, even when two stands scan at
 * the same moment; (operator, clientId) makes an offline replay idempotent.
 */
@Entity('scan_action')
@Index('IDX_scan_action_event', ['eventId', 'createdAt'])
@Index('IDX_scan_action_volunteer', ['volunteerId'])
@Index('UQ_scan_action_check_in', ['participationId'], { unique: true, where: `"kind" = 'check_in' AND "undone_at" IS NULL` })
@Index('UQ_scan_action_order', ['orderId'], { unique: true, where: `"kind" = 'deliver_order' AND "undone_at" IS NULL` })
@Index('UQ_scan_action_voucher', ['voucherCodeId'], { unique: true, where: `"kind" = 'redeem_voucher' AND "undone_at" IS NULL` })
@Index('UQ_scan_action_tshirt', ['eventId', 'volunteerId'], { unique: true, where: `"kind" = 'tshirt' AND "undone_at" IS NULL` })
@Index('UQ_scan_action_client', ['operatorId', 'clientId'], { unique: true, where: `"client_id" IS NOT NULL` })
@Check('CHK_scan_action_kind', `"kind" IN ('check_in', 'deliver_order', 'redeem_voucher', 'tshirt')`)
export class ScanAction extends EventScopedEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_scan_action' })
  id: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_scan_action_event' })
  event?: Event;

  @Column({ type: 'text' })
  kind: ScanActionKindName;

  @Column({ type: 'integer', nullable: true })
  operatorId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Operator, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'operator_id', foreignKeyConstraintName: 'FK_scan_action_operator' })
  operator?: Operator;

  /** The operator's name when it acted (kept after the operator is deleted). */
  @Column({ type: 'text' })
  operatorName: string;

  @Column({ type: 'integer' })
  volunteerId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Volunteer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'volunteer_id', foreignKeyConstraintName: 'FK_scan_action_volunteer' })
  volunteer?: Volunteer;

  @Column({ type: 'integer', nullable: true })
  participationId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Participation, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'participation_id', foreignKeyConstraintName: 'FK_scan_action_participation' })
  participation?: Participation;

  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => ShopOrder, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_scan_action_order' })
  order?: ShopOrder;

  @Column({ type: 'integer', nullable: true })
  voucherCodeId: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => VoucherCode, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'voucher_code_id', foreignKeyConstraintName: 'FK_scan_action_voucher_code' })
  voucherCode?: VoucherCode;

  /** What was handed out, as the stand showed it ("Bar 14:00–18:00", "T-shirt (M)", "Repas · ABC123"). */
  @Column({ type: 'text' })
  label: string;

  /** When it happened at the stand (the scan time of an offline replay); a check-in's arrival time. */
  @Column({ type: 'timestamptz' })
  happenedAt: Date;

  /** The stand's id of the action (offline replay): the same id twice records it once. */
  @Column({ type: 'text', nullable: true })
  clientId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  undoneAt: Date | null;
}
