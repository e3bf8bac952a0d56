import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** An organizer account (spec 3 User). */
@ObjectType('User')
@Entity('app_user')
@Unique('UQ_app_user_username', ['username'])
@Unique('UQ_app_user_email', ['email'])
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'text' })
  username: string;

  @Field()
  /** Stored lower-cased; unique. */
  @Column({ type: 'text' })
  email: string;

  @Field()
  @Column({ type: 'text', default: '' })
  firstName: string;

  @Field()
  @Column({ type: 'text', default: '' })
  lastName: string;

  /** argon2id hash. */
  @Column({ type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'boolean', default: false })
  isActive: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  isStaff: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  isSuperUser: boolean;

  @Field()
  @Column({ type: 'text', default: 'fr' })
  language: string;

  /** The organization selected last; restored at the next login. */
  @Column({ type: 'integer', nullable: true })
  lastOrganizationId: number | null;

  /** Bumped when the password changes, so reset links and sessions issued before stop working. */
  @Column({ type: 'integer', default: 0 })
  credentialsVersion: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /**
   * The default two-factor device (two-factor module), null without a confirmed one: a user with it
   * needs a second factor after the password. Kept by the two-factor service.
   */
  @Column({ type: 'integer', nullable: true })
  dfaId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
