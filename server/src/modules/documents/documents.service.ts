import { translate } from '@benevo/schema';
import type { EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/outbox';
import { organizationService } from '../organizations/organization.service';
import { DocumentJob } from './document-job.entity';

/** A finished file, as the facade sends it and GraphQL's ExportedFile carries it. */
export interface DocumentFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** What a module asks for when it queues a document (in the transaction of the request). */
export interface NewDocumentJob {
  organizationId: number;
  kind: string;
  total: number;
  params: Record<string, unknown>;
  createdBy: number | null;
}

/** A job of the caller's organization, or NOT_FOUND (another organization's answers the same). */
async function requireJob(ctx: RequestContext, id: unknown): Promise<DocumentJob> {
  const organizationId = await organizationService.scope(ctx);
  const job = await ctx.manager.findOneBy(DocumentJob, { id: parseId(id, 'documents.jobNotFound'), organizationId });
  if (!job) throw AppError.notFound('documents.jobNotFound');
  return job;
}

/**
 * Documents built in the background (issue 14: badge sheets; issue 15's printing reuses it). The
 * module that knows how to build a kind queues the job and renders it in its own processor; this
 * service keeps the row: status, progress, and the file once done.
 */
/** How long a generated document stays downloadable. */
export const DOCUMENT_KEEP_DAYS = 7;

export const documentsService = {
  /**
   * Writes a PENDING job in the caller's transaction (queue its outbox job in the same one). One
   * document at a time per organization: while one is pending or running, another is a CONFLICT (a
   * burst of requests cannot fill the workers or the memory). Files older than DOCUMENT_KEEP_DAYS go.
   */
  async create(tx: RequestContext, input: NewDocumentJob): Promise<DocumentJob> {
    // The organization's jobs queue here, so two requests at once cannot both pass the check.
    await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('document_job'), $1)`, [input.organizationId]);
    const busy = await tx.manager
      .createQueryBuilder(DocumentJob, 'j')
      .where('j.organization_id = :organizationId', { organizationId: input.organizationId })
      .andWhere(`j.status IN ('pending', 'running')`)
      .andWhere(`j.created_at > now() - interval '1 hour'`)
      .getExists();
    if (busy) throw AppError.conflict('documents.busy');
    await tx.manager
      .createQueryBuilder()
      .delete()
      .from(DocumentJob)
      .where('organization_id = :organizationId', { organizationId: input.organizationId })
      .andWhere(`created_at < now() - make_interval(days => :days)`, { days: DOCUMENT_KEEP_DAYS })
      .execute();
    return tx.manager.save(
      tx.manager.create(DocumentJob, {
        organizationId: input.organizationId,
        kind: input.kind,
        status: 'pending',
        progress: 0,
        total: input.total,
        params: input.params,
        createdBy: input.createdBy,
      }),
    );
  },

  /**
   * A document to build in the background: its PENDING row and the outbox job `jobName` that builds it
   * (payload `{documentJobId}`), in the caller's transaction; the job runner is woken after the commit.
   */
  async enqueue(tx: RequestContext, jobName: string, input: NewDocumentJob): Promise<DocumentJob> {
    const job = await documentsService.create(tx, input);
    await enqueueJob(tx.manager, jobName, { documentJobId: job.id });
    tx.afterCommit(() => tx.app.nudgeJobs());
    return job;
  },

  /** A job of the organizer's organization (NOT_FOUND for another organization's). */
  get(ctx: RequestContext, id: unknown): Promise<DocumentJob> {
    return requireJob(ctx, id);
  },

  /** The file of a DONE job of the organizer's organization; CONFLICT while it is not ready. */
  async download(ctx: RequestContext, id: unknown): Promise<DocumentFile> {
    const job = await requireJob(ctx, id);
    if (job.status !== 'done') throw AppError.conflict(job.status === 'failed' ? 'documents.failed' : 'documents.notReady');
    const row = await ctx.manager.findOneOrFail(DocumentJob, { where: { id: job.id }, select: { id: true, content: true } });
    if (!row.content || !job.fileName || !job.mimeType) throw AppError.conflict('documents.notReady');
    return { fileName: job.fileName, mimeType: job.mimeType, content: row.content };
  },

  /** The processor's view of a job (no caller: the outbox job is the credential). */
  byIdForJob(manager: EntityManager, id: number): Promise<DocumentJob | null> {
    return manager.findOneBy(DocumentJob, { id });
  },

  /** The processor starts (again, after a failed attempt): progress back to zero. */
  async start(manager: EntityManager, id: number): Promise<void> {
    await manager.update(DocumentJob, { id }, { status: 'running', progress: 0, error: null });
  },

  /** The processor has done `progress` items out of the job's total. */
  async progress(manager: EntityManager, id: number, progress: number): Promise<void> {
    await manager.update(DocumentJob, { id }, { progress });
  },

  /** The file is ready: DONE, progress = total. */
  async finish(manager: EntityManager, id: number, file: DocumentFile): Promise<void> {
    const job = await manager.findOneByOrFail(DocumentJob, { id });
    await manager.update(DocumentJob, { id }, { status: 'done', progress: job.total, fileName: file.fileName, mimeType: file.mimeType, content: file.content, error: null });
  },

  /**
   * The job gave up: FAILED with a message the organizer reads in their organization's language (the
   * details go to the log).
   */
  async fail(manager: EntityManager, id: number, language: string): Promise<void> {
    await manager.update(DocumentJob, { id }, { status: 'failed', error: translate(language, 'documents.failed') });
  },
};
