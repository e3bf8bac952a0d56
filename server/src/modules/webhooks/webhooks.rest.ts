import type { Request } from 'express';
import { asBody, paged, param, read, type Body, type FacadeRoute } from '../../rest/facade';
import type { Webhook, WebhookDelivery } from './webhook.entity';
import { webhooksService } from './webhooks.service';

function serializeWebhook(webhook: Webhook) {
  return {
    id: webhook.id,
    url: webhook.url,
    description: webhook.description,
    events: webhook.events,
    isActive: webhook.isActive,
    createdAt: webhook.createdAt.toISOString(),
    updatedAt: webhook.updatedAt.toISOString(),
  };
}

function serializeDelivery(delivery: WebhookDelivery) {
  return {
    id: delivery.uuid,
    event: delivery.event,
    status: delivery.status,
    attempts: delivery.attempts,
    responseCode: delivery.responseCode,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
}

function webhookData(body: Body) {
  return {
    url: read.string(body, 'url'),
    description: read.string(body, 'description'),
    events: read.list(body, 'events'),
    isActive: read.boolean(body, 'isActive'),
  };
}

async function update(ctx: Parameters<FacadeRoute['handle']>[0], req: Request) {
  return { body: serializeWebhook(await webhooksService.update(ctx, param(req, 'id'), webhookData(asBody(req.body)))) };
}

/** Webhooks under /apis/organizer/v1/ (issue 16): the caller's active organization only. */
export const webhookRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'webhooks/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: paged(req, (await webhooksService.list(ctx)).map(serializeWebhook)) };
    },
  },
  {
    method: 'POST',
    path: 'webhooks/',
    guard: 'organizer',
    async handle(ctx, req) {
      const { webhook, secret } = await webhooksService.create(ctx, webhookData(asBody(req.body)));
      return { status: 201, body: { ...serializeWebhook(webhook), secret } };
    },
  },
  {
    method: 'GET',
    path: 'webhooks/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: serializeWebhook(await webhooksService.get(ctx, param(req, 'id'))) };
    },
  },
  { method: 'PATCH', path: 'webhooks/:id/', guard: 'organizer', handle: update },
  { method: 'PUT', path: 'webhooks/:id/', guard: 'organizer', handle: update },
  {
    method: 'DELETE',
    path: 'webhooks/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await webhooksService.remove(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'POST',
    path: 'webhooks/:id/test/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { status: 201, body: serializeDelivery(await webhooksService.sendTest(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'POST',
    path: 'webhooks/:id/rotate-secret/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: { secret: await webhooksService.rotateSecret(ctx, param(req, 'id')) } };
    },
  },
  {
    method: 'GET',
    path: 'webhooks/:id/deliveries/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: paged(req, (await webhooksService.deliveries(ctx, param(req, 'id'))).map(serializeDelivery)) };
    },
  },
];
