import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Participation } from '../participations/participation.entity';

/**
 * A shift reminder decided for one participation, delay and slot start (issue 17). The UNIQUE key is
 * what makes the mail go out exactly once: the row and the mail are written in one transaction. A slot
 * that moves has a new start, hence its own reminders. `sentAt` null: skipped (a shorter delay was
 * due at the same time, only that one was mailed).
 */
@Entity('shift_reminder')
@Unique('UQ_shift_reminder', ['participationId', 'delayHours', 'slotStart'])
export class ShiftReminder {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_shift_reminder' })
  id: number;

  @Column({ type: 'integer' })
  participationId: number;

  @ManyToOne(() => Participation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'participation_id', foreignKeyConstraintName: 'FK_shift_reminder_participation' })
  participation?: Participation;

  @Column({ type: 'integer' })
  delayHours: number;

  @Column({ type: 'timestamptz' })
  slotStart: Date;

  @Column({ type: 'integer', nullable: true })
  mailId: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
