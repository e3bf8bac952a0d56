import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../auth/user.entity';
import { Organization } from '../organizations/organization.entity';

export type DocumentJobStatusName = 'pending' | 'running' | 'done' | 'failed';

/**
 * A document the server builds in the background (badge sheets; issue 15's printing reuses it): its
 * progress while an outbox job renders it, then the file itself. The bytes stay in this row, never under
 * the public /media folder: only an organizer of the organization downloads them.
 */
@Entity('document_job')
@Index('IDX_document_job_organization', ['organizationId', 'createdAt'])
@Check('CHK_document_job_status', `"status" IN ('pending', 'running', 'done', 'failed')`)
@Check('CHK_document_job_progress', `"progress" >= 0 AND "total" >= 0`)
export class DocumentJob {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_document_job' })
  id: number;

  @Column({ type: 'integer' })
  organizationId: number;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_document_job_organization' })
  organization?: Organization;

  /** What is built, e.g. `badges`. */
  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text', default: 'pending' })
  status: DocumentJobStatusName;

  /** Items done so far, out of `total`. */
  @Column({ type: 'integer', default: 0 })
  progress: number;

  @Column({ type: 'integer', default: 0 })
  total: number;

  /** What the job needs to build the document (the kind's own payload). */
  @Column({ type: 'jsonb', default: {} })
  params: Record<string, unknown>;

  /** The user who asked for it; the job renders in their organization's scope. */
  @Column({ type: 'integer', nullable: true })
  createdBy: number | null;

  /** Declares the foreign key only; never loaded. */
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'FK_document_job_created_by' })
  creator?: User;

  @Column({ type: 'text', nullable: true })
  fileName: string | null;

  @Column({ type: 'text', nullable: true })
  mimeType: string | null;

  /** The file once DONE; never selected by lists (select: false). */
  @Column({ type: 'bytea', nullable: true, select: false })
  content: Buffer | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  modifiedAt: Date;
}
