import { GraphQLDate } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { dateString } from '../../common/dates';
import type { RequestContext } from '../../context';
import { operatorsService } from './operators.service';
import { operatorView, scanActionView, scanConfigView } from './operators.views';
import {
  CheckInBoardType,
  OperatorInput,
  OperatorType,
  ScanActionType,
  ScanConfigInput,
  ScanConfigType,
} from './operators.objects';
import { standService } from './stand.service';
import { RequiresRight } from '../organizations/rights.decorator';

/** The organizer's side of the scan stand: operators, the stand's configuration, check-ins and hand-outs. */
@Resolver()
export class OperatorsResolver {
  @RequiresRight('operators')
  @Authorized('organizer')
  @Query(() => [OperatorType], { description: 'The event’s operators, by name (enableOperators)' })
  async operators(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<OperatorType[]> {
    return (await operatorsService.list(ctx, eventId)).map(operatorView);
  }

  @RequiresRight('operators')
  @Authorized('organizer')
  @Mutation(() => OperatorType, { description: 'A new operator; loginSecret is in this answer only' })
  async createOperator(@Arg('eventId', () => ID) eventId: string, @Arg('input') input: OperatorInput, @Ctx() ctx: RequestContext): Promise<OperatorType> {
    return operatorView(await operatorsService.create(ctx, eventId, input));
  }

  @RequiresRight('operators')
  @Authorized('organizer')
  @Mutation(() => OperatorType)
  async updateOperator(@Arg('id', () => ID) id: string, @Arg('input') input: OperatorInput, @Ctx() ctx: RequestContext): Promise<OperatorType> {
    return operatorView(await operatorsService.update(ctx, id, input));
  }

  @RequiresRight('operators')
  @Authorized('organizer')
  @Mutation(() => OperatorType, { description: 'A new login secret (in this answer only): the old link and its stands stop working' })
  async rotateOperatorSecret(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<OperatorType> {
    return operatorView(await operatorsService.rotateSecret(ctx, id));
  }

  @RequiresRight('operators')
  @Authorized('organizer')
  @Mutation(() => Boolean)
  async deleteOperator(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return operatorsService.remove(ctx, id);
  }

  @RequiresRight('operators')
  @Authorized('organizer')
  @Query(() => ScanConfigType, { description: 'What the event’s stand does (defaults: check-in only)' })
  async scanConfig(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<ScanConfigType> {
    return scanConfigView(await standService.config(ctx, eventId));
  }

  @RequiresRight('operators')
  @Authorized('organizer')
  @Mutation(() => ScanConfigType)
  async updateScanConfig(@Arg('eventId', () => ID) eventId: string, @Arg('input') input: ScanConfigInput, @Ctx() ctx: RequestContext): Promise<ScanConfigType> {
    return scanConfigView(await standService.updateConfig(ctx, eventId, input));
  }

  @RequiresRight('operators')
  @Authorized('organizer')
  @Query(() => CheckInBoardType, { description: 'Check-ins of a day (default today, event time zone): who arrived, late or missing' })
  async checkInBoard(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('day', () => GraphQLDate, { nullable: true }) day: Date | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckInBoardType> {
    return standService.board(ctx, eventId, day ? dateString(day) : null);
  }

  @RequiresRight('operators')
  @Authorized('organizer')
  @Query(() => [ScanActionType], { description: 'What the event’s stands did, newest first (default 100)' })
  async scanActions(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ScanActionType[]> {
    return (await standService.actions(ctx, eventId, limit)).map(scanActionView);
  }

  @RequiresRight('operators')
  @Authorized('organizer')
  @Mutation(() => ScanActionType, { description: 'Undoes a wrong check-in or hand-out' })
  async undoScanAction(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ScanActionType> {
    return scanActionView(await standService.undo(ctx, id));
  }

  @Authorized('organizer')
  @Query(() => String, { description: 'The volunteer’s scan code (what a badge’s QR carries)' })
  async volunteerScanCode(@Arg('volunteerId', () => ID) volunteerId: string, @Ctx() ctx: RequestContext): Promise<string> {
    return standService.volunteerScanCode(ctx, volunteerId);
  }

  @Authorized('organizer')
  @Mutation(() => String, { description: 'Revokes the volunteer’s scan code (older badges stop working); the new code' })
  async revokeScanCode(@Arg('volunteerId', () => ID) volunteerId: string, @Ctx() ctx: RequestContext): Promise<string> {
    return standService.revokeScanCode(ctx, volunteerId);
  }

  @Query(() => String, { description: 'The volunteer’s own scan code, shown as a QR at the stand (the portal token is the credential)' })
  async myScanCode(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<string> {
    return standService.myScanCode(ctx, token);
  }
}
