import fs from 'node:fs/promises';
import path from 'node:path';
import { displayAnswer, messageKey, translate } from '@benevo/schema';
import * as yup from 'yup';
import { optionalId, parseId } from '../../common/ids';
import { fileStem } from '../../common/spreadsheet';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import type { DocumentJob } from '../documents/document-job.entity';
import { documentsService, type DocumentFile } from '../documents/documents.service';
import { eventsService } from '../events/events.service';
import { formsService } from '../forms/forms.service';
import { detectImageFormat, imagePixels, MAX_IMAGE_PIXELS, mediaService } from '../media/media.service';
import { organizationService } from '../organizations/organization.service';
import { scanCodesService } from '../operators/scan-codes.service';
import { volunteersService } from '../volunteers/volunteers.service';
import { BadgeTemplate, type BadgeSizeName } from './badge-template.entity';
import { renderBadge, renderSheet, type BadgeContent, type BadgeLook } from './badges.pdf';
import { acceptedVolunteerIds, badgeVolunteerRows, type BadgeVolunteerRow } from './badges.read-model';

/** The outbox job that renders a badge sheet: `{ documentJobId }`. */
export const BADGES_SHEET_JOB = 'badges.sheet';
/** The document kind of a badge sheet (DocumentJob.kind). */
export const BADGES_DOCUMENT_KIND = 'badges';
/** Volunteers read (and their QR codes drawn) per step of a sheet; the job's progress moves by steps. */
export const SHEET_CHUNK = 50;

const PDF_MIME_TYPE = 'application/pdf';
const COLOR = /^#[0-9a-f]{6}$/i;

/** What an organizer sends for a template (GraphQL BadgeTemplateInput, the facade's body). */
export interface BadgeTemplateData {
  name?: string | null;
  size?: BadgeSizeName | null;
  /** A base64 JPEG or PNG (data URL), the unchanged logo path, '' to remove it; absent keeps it. */
  logo?: string | null;
  primaryColor?: string | null;
  textColor?: string | null;
  showPhoto?: boolean | null;
  showCategories?: boolean | null;
  showPositions?: boolean | null;
  attributeId?: string | number | null;
  showQrCode?: boolean | null;
}

const templateSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(100, messageKey('validation.maxLength', { max: 100 })),
  size: yup.string().required('validation.required').oneOf(['card', 'a6'], 'validation.unknownReference'),
  primaryColor: yup.string().trim().required('validation.required').matches(COLOR, 'validation.color'),
  textColor: yup.string().trim().required('validation.required').matches(COLOR, 'validation.color'),
  showPhoto: yup.boolean().required('validation.required'),
  showCategories: yup.boolean().required('validation.required'),
  showPositions: yup.boolean().required('validation.required'),
  showQrCode: yup.boolean().required('validation.required'),
});

/** The organizer's organization with badges switched on (FORBIDDEN with the catalogue's message otherwise). */
async function organizerScope(ctx: RequestContext): Promise<number> {
  const organizationId = await organizationService.scope(ctx);
  await organizationService.requireFeature(ctx, organizationId, 'enableBadges');
  return organizationId;
}

/** A template of the organization, or NOT_FOUND (another organization's answers the same). */
async function requireTemplate(ctx: RequestContext, organizationId: number, id: unknown, lock = false): Promise<BadgeTemplate> {
  const template = await ctx.manager.findOne(BadgeTemplate, {
    where: { id: parseId(id, 'badges.templateNotFound'), organizationId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!template) throw AppError.notFound('badges.templateNotFound');
  return template;
}

/** A volunteer or event attribute of the organization (through the forms service), or a field error. */
async function attributeOf(ctx: RequestContext, value: string | number | null | undefined): Promise<number | null> {
  const id = optionalId(value, 'attributeId');
  if (id === null) return null;
  try {
    const attribute = await formsService.getAttribute(ctx, id);
    // A campaign's questions are answered on its registrations, never on a volunteer or a participation.
    if (attribute.campaignId !== null) throw AppError.field('attributeId', 'validation.unknownReference');
    return attribute.id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.field('attributeId', 'validation.unknownReference');
    throw error;
  }
}

/** The stored logo after a save: kept (absent or the same path), removed (''), or the new upload. */
async function logoOf(ctx: RequestContext, current: string | null, value: string | null | undefined): Promise<string | null> {
  if (value === undefined || value === null) return current;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (current !== null && trimmed === current) return current;
  return mediaService.storeImage(ctx.app.config.dataDir, trimmed, 'logo', ['png', 'jpeg']);
}

/** Checks every field at once; nothing is written when one fails. */
async function validTemplate(ctx: RequestContext, input: BadgeTemplateData) {
  const valid = await validateInput(templateSchema, input);
  return {
    ...valid,
    size: valid.size as BadgeSizeName,
    primaryColor: valid.primaryColor.toLowerCase(),
    textColor: valid.textColor.toLowerCase(),
    attributeId: await attributeOf(ctx, input.attributeId),
  };
}

/**
 * A stored image (/media/<name>) as a data URL for the PDF; null when missing, not a JPEG/PNG, with an
 * unreadable header or more than MAX_IMAGE_PIXELS (decoding it could exhaust the memory).
 */
async function mediaDataUrl(ctx: RequestContext, publicPath: string | null): Promise<string | null> {
  const match = publicPath ? /^\/media\/([A-Za-z0-9_-]+\.(?:jpg|jpeg|png))$/.exec(publicPath) : null;
  if (!match) return null;
  try {
    const bytes = await fs.readFile(path.join(ctx.app.config.dataDir, 'media', match[1]));
    const format = detectImageFormat(bytes);
    const pixels = imagePixels(bytes);
    if (!format || pixels === null || pixels > MAX_IMAGE_PIXELS) return null;
    return `data:image/${format};base64,${bytes.toString('base64')}`;
  } catch {
    // A photo deleted from the disk prints no photo rather than no badge.
    return null;
  }
}

async function lookOf(ctx: RequestContext, template: BadgeTemplate): Promise<BadgeLook> {
  return { size: template.size, primaryColor: template.primaryColor, textColor: template.textColor, logo: await mediaDataUrl(ctx, template.logo) };
}

async function languageOf(ctx: RequestContext, organizationId: number): Promise<string> {
  return (await ctx.loaders.organizations.byId.load(organizationId))?.defaultLanguage ?? 'fr';
}

/** The badges of some volunteers: their rows, photos, answer as people read it and scan codes. */
async function badgeContents(
  ctx: RequestContext,
  template: BadgeTemplate,
  input: { volunteerIds: number[]; eventId: number | null; language: string },
): Promise<BadgeContent[]> {
  const rows = await badgeVolunteerRows(ctx.manager, {
    organizationId: template.organizationId,
    volunteerIds: input.volunteerIds,
    eventId: input.eventId,
    attributeId: template.attributeId,
  });
  const codes = template.showQrCode ? await scanCodesService.codesFor(ctx, rows.map((row) => row.volunteerId)) : new Map<number, string>();
  const attribute = template.attributeId === null ? null : await ctx.loaders.forms.attributeById.load(template.attributeId);
  const options = attribute ? await ctx.loaders.forms.optionsByAttributeId.load(attribute.id) : [];
  const answerOf = (row: BadgeVolunteerRow) => (attribute && row.answer !== null ? displayAnswer(attribute.valueType, row.answer, options, input.language) || null : null);
  return Promise.all(
    rows.map(async (row) => ({
      firstName: row.firstName,
      lastName: row.lastName,
      photo: template.showPhoto ? await mediaDataUrl(ctx, row.profilePicture) : null,
      categories: template.showCategories ? row.categories : [],
      positions: template.showPositions ? row.positions : [],
      answer: answerOf(row),
      scanCode: template.showQrCode ? codes.get(row.volunteerId) ?? null : null,
    })),
  );
}

/** The most badges in one document (the photos of a sheet are held in memory while it is laid out). */
export const MAX_SHEET_BADGES = 1000;

export const badgesService = {
  /** The organization's templates, by name. */
  async templates(ctx: RequestContext): Promise<BadgeTemplate[]> {
    const organizationId = await organizerScope(ctx);
    return ctx.manager.find(BadgeTemplate, { where: { organizationId }, order: { name: 'ASC', id: 'ASC' } });
  },

  async template(ctx: RequestContext, id: unknown): Promise<BadgeTemplate> {
    return requireTemplate(ctx, await organizerScope(ctx), id);
  },

  async createTemplate(ctx: RequestContext, input: BadgeTemplateData): Promise<BadgeTemplate> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const valid = await validTemplate(tx, input);
      const logo = await logoOf(tx, null, input.logo);
      return tx.manager.save(tx.manager.create(BadgeTemplate, { organizationId, ...valid, logo }));
    });
  },

  async updateTemplate(ctx: RequestContext, id: unknown, input: BadgeTemplateData): Promise<BadgeTemplate> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const template = await requireTemplate(tx, organizationId, id, true);
      const valid = await validTemplate(tx, input);
      const logo = await logoOf(tx, template.logo, input.logo);
      await tx.manager.update(BadgeTemplate, { id: template.id }, { ...valid, logo });
      return tx.manager.findOneByOrFail(BadgeTemplate, { id: template.id });
    });
  },

  /** Deletes a template; sheets already generated keep their file. */
  async deleteTemplate(ctx: RequestContext, id: unknown): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const template = await requireTemplate(tx, organizationId, id, true);
      await tx.manager.delete(BadgeTemplate, { id: template.id });
      return true;
    });
  },

  /**
   * One volunteer's badge as a PDF of the badge's size, at once. With an event, the positions are
   * those of the volunteer's accepted participations in it (and an event attribute's answer theirs).
   * Creates the volunteer's scan code on first use (a write: one transaction).
   */
  async badgePdf(ctx: RequestContext, input: { templateId: unknown; volunteerId: unknown; eventId?: unknown }): Promise<DocumentFile> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const template = await requireTemplate(tx, organizationId, input.templateId);
      const volunteer = await volunteersService.require(tx, parseId(input.volunteerId, 'participations.volunteerNotFound'), organizationId);
      const hasEvent = input.eventId !== undefined && input.eventId !== null && input.eventId !== '';
      const event = hasEvent ? await eventsService.require(tx, parseId(input.eventId, 'error.notFoundEvent'), organizationId) : null;
      const language = await languageOf(tx, organizationId);
      const [content] = await badgeContents(tx, template, { volunteerIds: [volunteer.id], eventId: event?.id ?? null, language });
      const title = `${content.firstName} ${content.lastName}`.trim();
      return {
        fileName: `${fileStem(translate(language, 'badges.fileName'), title || String(volunteer.id))}.pdf`,
        mimeType: PDF_MIME_TYPE,
        content: await renderBadge(await lookOf(tx, template), content, title),
      };
    });
  },

  /**
   * Queues the badges of an event's accepted volunteers (only a category's when given) on A4 sheets:
   * a document job (PENDING, total = the volunteers) and its outbox job, in one transaction. The list
   * of volunteers is taken now, so the progress counts to the total shown.
   */
  async generate(ctx: RequestContext, input: { templateId: unknown; eventId: unknown; categoryId?: unknown }): Promise<DocumentJob> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const template = await requireTemplate(tx, organizationId, input.templateId);
      const event = await eventsService.require(tx, parseId(input.eventId, 'error.notFoundEvent'), organizationId);
      const hasCategory = input.categoryId !== undefined && input.categoryId !== null && input.categoryId !== '';
      const category = hasCategory ? await volunteersService.requireCategory(tx, parseId(input.categoryId, 'participations.categoryNotFound'), organizationId) : null;
      const volunteerIds = await acceptedVolunteerIds(tx.manager, organizationId, event.id, category?.id ?? null);
      if (volunteerIds.length === 0) throw AppError.conflict('badges.noVolunteers');
      if (volunteerIds.length > MAX_SHEET_BADGES) throw AppError.conflict('badges.tooMany', { max: MAX_SHEET_BADGES });
      return documentsService.enqueue(tx, BADGES_SHEET_JOB, {
        organizationId,
        kind: BADGES_DOCUMENT_KIND,
        total: volunteerIds.length,
        params: { templateId: template.id, eventId: event.id, categoryId: category?.id ?? null, volunteerIds, title: [event.name, category?.name].filter(Boolean).join(' - ') },
        createdBy: tx.auth?.user.id ?? null,
      });
    });
  },

  /**
   * The outbox job of a sheet (badges.jobs.ts), with a context that acts for no caller: reads the
   * volunteers by steps of SHEET_CHUNK, moving the progress, renders the sheets and stores the file.
   * The template deleted meanwhile, or a render that throws, marks the job FAILED on its last attempt.
   */
  async renderSheetJob(ctx: RequestContext, documentJobId: number, lastAttempt: boolean): Promise<void> {
    const job = await documentsService.byIdForJob(ctx.manager, documentJobId);
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const language = await languageOf(ctx, job.organizationId);
    try {
      const params = job.params as { templateId: number; eventId: number; volunteerIds: number[]; title?: string };
      const template = await ctx.manager.findOneBy(BadgeTemplate, { id: params.templateId, organizationId: job.organizationId });
      if (!template) throw new Error(`badge template ${params.templateId} is gone`);
      await documentsService.start(ctx.manager, job.id);
      const contents: BadgeContent[] = [];
      for (let start = 0; start < params.volunteerIds.length; start += SHEET_CHUNK) {
        const volunteerIds = params.volunteerIds.slice(start, start + SHEET_CHUNK);
        contents.push(...(await badgeContents(ctx, template, { volunteerIds, eventId: params.eventId, language })));
      }
      const title = params.title ?? translate(language, 'badges.fileName');
      // Laying out a badge draws its QR code, the slow part: the progress moves every few badges.
      const content = await renderSheet(await lookOf(ctx, template), contents, title, async (done) => {
        if (done % 10 === 0 && done < contents.length) await documentsService.progress(ctx.manager, job.id, done);
      });
      await documentsService.finish(ctx.manager, job.id, {
        fileName: `${fileStem(translate(language, 'badges.fileName'), title)}.pdf`,
        mimeType: PDF_MIME_TYPE,
        content,
      });
    } catch (error) {
      if (lastAttempt) await documentsService.fail(ctx.manager, job.id, language);
      throw error;
    }
  },
};
