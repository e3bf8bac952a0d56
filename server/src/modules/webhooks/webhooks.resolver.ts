import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import type { Webhook, WebhookDelivery } from './webhook.entity';
import { webhooksService } from './webhooks.service';

@ObjectType('Webhook', { description: 'A URL of the organization that receives signed events (never its secret)' })
export class WebhookType {
  @Field(() => ID) id: number;
  @Field() url: string;
  @Field() description: string;
  @Field(() => [String], { description: 'participation.created, participation.changed, participation.cancelled, volunteer.created, order.placed, campaignRegistration.created' })
  events: string[];
  @Field() isActive: boolean;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType('CreatedWebhook', { description: 'A new webhook: `secret` is shown this once' })
export class CreatedWebhookType {
  @Field(() => WebhookType) webhook: WebhookType;
  @Field({ description: 'Verifies X-Benevo-Signature; it cannot be shown again (rotate it to get a new one)' }) secret: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to send) to a webhook' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'The X-Benevo-Delivery header and the body’s id' }) id: string;
  @Field() event: string;
  @Field({ description: 'pending, succeeded or failed' }) status: string;
  @Field(() => Int) attempts: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last attempt' }) responseCode: number | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) lastAttemptAt: Date | null;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
}

@InputType()
export class WebhookInput {
  @Field(() => String, { nullable: true, description: 'http(s) URL; required at creation' }) url?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String], { nullable: true, description: 'Required at creation' }) events?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true' }) isActive?: boolean | null;
}

export function webhookView(webhook: Webhook): WebhookType {
  return {
    id: webhook.id,
    url: webhook.url,
    description: webhook.description,
    events: webhook.events,
    isActive: webhook.isActive,
    createdAt: webhook.createdAt,
    updatedAt: webhook.updatedAt,
  };
}

export function deliveryView(delivery: WebhookDelivery): WebhookDeliveryType {
  return {
    id: delivery.uuid,
    event: delivery.event,
    status: delivery.status,
    attempts: delivery.attempts,
    responseCode: delivery.responseCode,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt,
    lastAttemptAt: delivery.lastAttemptAt,
    deliveredAt: delivery.deliveredAt,
  };
}

/** The organization's webhooks and their deliveries (issue 16). */
@Resolver()
export class WebhooksResolver {
  @Authorized('organizer')
  @Query(() => [WebhookType], { description: 'The active organization’s webhooks' })
  async webhooks(@Ctx() ctx: RequestContext): Promise<WebhookType[]> {
    return (await webhooksService.list(ctx)).map(webhookView);
  }

  @Authorized('organizer')
  @Query(() => [WebhookDeliveryType], { description: 'A webhook’s latest deliveries, newest first' })
  async webhookDeliveries(@Arg('webhookId', () => ID) webhookId: string, @Ctx() ctx: RequestContext): Promise<WebhookDeliveryType[]> {
    return (await webhooksService.deliveries(ctx, webhookId)).map(deliveryView);
  }

  @Authorized('organizer')
  @Mutation(() => CreatedWebhookType)
  async createWebhook(@Arg('input') input: WebhookInput, @Ctx() ctx: RequestContext): Promise<CreatedWebhookType> {
    const { webhook, secret } = await webhooksService.create(ctx, input);
    return { webhook: webhookView(webhook), secret };
  }

  @Authorized('organizer')
  @Mutation(() => WebhookType)
  async updateWebhook(@Arg('id', () => ID) id: string, @Arg('input') input: WebhookInput, @Ctx() ctx: RequestContext): Promise<WebhookType> {
    return webhookView(await webhooksService.update(ctx, id, input));
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  async deleteWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return webhooksService.remove(ctx, id);
  }

  @Authorized('organizer')
  @Mutation(() => String, { description: 'A new signing secret, shown this once: the old one stops at once' })
  async rotateWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return webhooksService.rotateSecret(ctx, id);
  }

  @Authorized('organizer')
  @Mutation(() => WebhookDeliveryType, { description: 'Sends a `ping` event to the webhook (even when switched off)' })
  async testWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<WebhookDeliveryType> {
    return deliveryView(await webhooksService.sendTest(ctx, id));
  }
}

export const webhooksResolvers: Function[] = [WebhooksResolver];
