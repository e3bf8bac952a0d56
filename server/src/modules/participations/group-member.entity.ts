import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { Participation } from './participation.entity';

/**
 * Issue 17: a person the leader of a group participation (nbParticipants > 1) names in the portal. A
 * volunteer of the same organization with this (normalized) address sees the participation in "booked
 * by my group leader". At most nbParticipants - 1 per participation (the leader is the first place).
 */
@ObjectType('GroupMember')
@Entity('participation_group_member')
@Unique('UQ_participation_group_member_email', ['participationId', 'email'])
@Index('IDX_participation_group_member_org_email', ['organizationId', 'email'])
export class ParticipationGroupMember {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_participation_group_member' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  @Column({ type: 'integer' })
  participationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Participation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'participation_id', foreignKeyConstraintName: 'FK_participation_group_member_participation' })
  participation?: Participation;

  @Field()
  @Column({ type: 'text' })
  name: string;

  /** Trimmed and lower-cased. */
  @Field()
  @Column({ type: 'text' })
  email: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
