import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { DocumentJob } from './document-job.entity';

export enum DocumentJobStatus {
  PENDING = 'pending',
  RUNNING = 'running',
  DONE = 'done',
  FAILED = 'failed',
}
registerEnumType(DocumentJobStatus, { name: 'DocumentJobStatus', description: 'A background document: waiting, being built, ready to download, or failed' });

@ObjectType('DocumentJob', { description: 'A document the server builds in the background, with its progress' })
export class DocumentJobType {
  @Field(() => ID) id: number;
  @Field({ description: 'What is built, e.g. "badges"' }) kind: string;
  @Field(() => DocumentJobStatus) status: DocumentJobStatus;
  @Field(() => Int, { description: 'Items done so far' }) progress: number;
  @Field(() => Int, { description: 'Items to build' }) total: number;
  @Field(() => String, { nullable: true }) fileName: string | null;
  @Field(() => String, { nullable: true, description: 'Where an organizer downloads the file once DONE' }) downloadUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Why it FAILED' }) error: string | null;
  @Field() createdAt: Date;
}

/** Where an organizer downloads a DONE job's file (the facade's route). */
export function documentDownloadUrl(id: number): string {
  return `/apis/organizer/v1/documents/${id}/download/`;
}

/** A job row for GraphQL (the badges module answers generateBadges with it too). */
export function documentJobView(job: DocumentJob): DocumentJobType {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status as DocumentJobStatus,
    progress: job.progress,
    total: job.total,
    fileName: job.fileName,
    downloadUrl: job.status === 'done' ? documentDownloadUrl(job.id) : null,
    error: job.error,
    createdAt: job.createdAt,
  };
}

/** A background document on the wire (as GraphQL's DocumentJob). */
export function serializeDocumentJob(job: DocumentJob) {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    total: job.total,
    fileName: job.fileName,
    downloadUrl: job.status === 'done' ? documentDownloadUrl(job.id) : null,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
  };
}
