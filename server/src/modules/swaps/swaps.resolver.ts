import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { swapsService } from './swaps.service';
import { MySwapsView, organizerView, ShiftSwapView, volunteerView } from './swaps.types';

/** Shift swaps (issue 17): the portal's operations (the token is the credential) and the organizer's approval. */
@Resolver(() => ShiftSwapView)
export class SwapsResolver {
  @Query(() => MySwapsView, { description: 'Public (token): my swaps, the offers I may take, the shifts I may offer' })
  async mySwaps(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<MySwapsView> {
    const { volunteer, mine, available, swappableParticipationIds } = await swapsService.forToken(ctx, token);
    return Object.assign(new MySwapsView(), {
      mine: mine.map((row) => volunteerView(row, volunteer.id)),
      available: available.map((row) => volunteerView(row, volunteer.id)),
      swappableParticipationIds,
    });
  }

  @Mutation(() => ShiftSwapView, { description: "Public (token): offers one of my accepted shifts to the event's volunteers or to a colleague (targetEmail)" })
  async offerShiftSwap(
    @Arg('token') token: string,
    @Arg('participationId', () => ID) participationId: string,
    @Arg('targetEmail', () => String, { nullable: true }) targetEmail: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ShiftSwapView> {
    const row = await swapsService.offer(ctx, token, participationId, { targetEmail });
    return volunteerView(row, row.offeredById);
  }

  @Mutation(() => ShiftSwapView, { description: 'Public (token): withdraws an open offer of mine' })
  async withdrawShiftSwap(@Arg('token') token: string, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ShiftSwapView> {
    const row = await swapsService.withdraw(ctx, token, id);
    return volunteerView(row, row.offeredById);
  }

  @Mutation(() => ShiftSwapView, { description: "Public (token): takes an offered shift (a sign-up's rules apply; done at once or pending the organizer's approval)" })
  async takeShiftSwap(@Arg('token') token: string, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ShiftSwapView> {
    const row = await swapsService.take(ctx, token, id);
    return volunteerView(row, row.takerId ?? 0);
  }

  @Authorized('organizer')
  @Query(() => [ShiftSwapView], { description: "Swaps waiting for the organizer's approval (of one event when given), by shift start" })
  async pendingSwaps(
    @Arg('eventId', () => ID, { nullable: true }) eventId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ShiftSwapView[]> {
    return (await swapsService.pending(ctx, eventId)).map(organizerView);
  }

  @Authorized('organizer')
  @Mutation(() => ShiftSwapView, { description: 'Approves a pending swap: the rules are checked again and the swap is done' })
  async approveSwap(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ShiftSwapView> {
    return organizerView(await swapsService.approve(ctx, id));
  }

  @Authorized('organizer')
  @Mutation(() => ShiftSwapView, { description: 'Refuses a pending swap (optional reason sent to both volunteers)' })
  async refuseSwap(
    @Arg('id', () => ID) id: string,
    @Arg('message', () => String, { nullable: true }) message: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ShiftSwapView> {
    return organizerView(await swapsService.refuse(ctx, id, message));
  }
}
