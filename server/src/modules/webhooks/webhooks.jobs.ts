import type { Config } from '../../config';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { Webhook, WebhookDelivery } from './webhook.entity';
import { signatureHeader } from './webhooks.crypto';
import { postJson } from './webhooks.http';
import { PING_EVENT, WEBHOOK_DELIVER_JOB, webhooksService } from './webhooks.service';

/** The body of a delivery: the same bytes on every retry (only the signature's timestamp changes). */
export function deliveryBody(delivery: WebhookDelivery): string {
  return JSON.stringify({
    id: delivery.uuid,
    event: delivery.event,
    createdAt: delivery.createdAt.toISOString(),
    organizationId: delivery.organizationId,
    data: delivery.payload,
  });
}

/** Error texts kept on the delivery: short, and never the URL (it may carry credentials). */
function shortError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 300);
}

/**
 * `webhook.deliver {deliveryId}`: POSTs the delivery, signed, to its webhook (10 s at most). A 2xx
 * answer marks it succeeded; anything else is recorded (attempts, response code, error) and thrown so
 * the job system retries with its exponential backoff (JOB_ATTEMPTS, JOB_BACKOFF_MS); after the last
 * attempt the delivery is failed. A delivery already succeeded, or whose webhook is gone, does nothing.
 */
export function webhooksProcessors(config: Config, logger: Logger): ProcessorMap {
  logger.debug({ allowPrivate: config.webhooksAllowPrivate }, 'webhook processors ready');
  return {
    [WEBHOOK_DELIVER_JOB]: async (payload, job) => {
      const deliveryId = payload.deliveryId;
      if (typeof deliveryId !== 'number' || !Number.isInteger(deliveryId)) {
        throw new Error(`${WEBHOOK_DELIVER_JOB}: payload.deliveryId must be an integer (got ${JSON.stringify(deliveryId)})`);
      }
      const deliveries = job.dataSource.getRepository(WebhookDelivery);
      const delivery = await deliveries.findOneBy({ id: deliveryId });
      if (!delivery || delivery.status !== 'pending') return;
      const webhook = await job.dataSource.getRepository(Webhook).findOneBy({ id: delivery.webhookId });
      if (!webhook) return;
      if (!webhook.isActive && delivery.event !== PING_EVENT) {
        await deliveries.update({ id: deliveryId }, { status: 'failed', lastError: 'webhook switched off before delivery' });
        return;
      }
      const body = deliveryBody(delivery);
      const final = job.attempt >= config.jobAttempts;
      let status = 0;
      try {
        const secret = webhooksService.secretOf(config.secretKey, webhook);
        ({ status } = await postJson(
          webhook.url,
          body,
          {
            'User-Agent': 'Benevo-Webhooks/1.0',
            'X-Benevo-Event': delivery.event,
            'X-Benevo-Delivery': delivery.uuid,
            'X-Benevo-Signature': signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
          },
          config.webhooksAllowPrivate,
        ));
      } catch (error) {
        await deliveries.update(
          { id: deliveryId },
          { status: final ? 'failed' : 'pending', attempts: () => '"attempts" + 1', lastAttemptAt: new Date(), responseCode: null, lastError: shortError(error) },
        );
        throw error;
      }
      if (status >= 200 && status < 300) {
        const now = new Date();
        await deliveries.update({ id: deliveryId }, { status: 'succeeded', attempts: () => '"attempts" + 1', lastAttemptAt: now, deliveredAt: now, responseCode: status, lastError: null });
        return;
      }
      const message = `receiver answered HTTP ${status}`;
      await deliveries.update(
        { id: deliveryId },
        { status: final ? 'failed' : 'pending', attempts: () => '"attempts" + 1', lastAttemptAt: new Date(), responseCode: status, lastError: message },
      );
      throw new Error(message);
    },
  };
}
