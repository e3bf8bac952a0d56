import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { operatorsService } from './operators.service';
import { scanActionView } from './operators.views';
import { OperatorSessionType, StandActionInput, StandActionResultType, StandInfoType, StandVolunteerType } from './operators.objects';
import { standService, type StandActionResultView } from './stand.service';

function resultView(result: StandActionResultView): StandActionResultType {
  return { ...result, action: result.action ? scanActionView(result.action) : null };
}

function actionData(input: StandActionInput) {
  return { clientId: input.clientId, code: input.code, kind: input.kind as unknown as 'check_in', targetId: input.targetId, scannedAt: input.scannedAt };
}

/** The scan stand: an operator's session (X-Operator-Token) scans volunteers and hands things out. */
@Resolver()
export class StandResolver {
  @Mutation(() => OperatorSessionType, { description: 'Signs a stand in with the operator’s secret (attempt-limited)' })
  async operatorLogin(@Arg('secret') secret: string, @Ctx() ctx: RequestContext): Promise<OperatorSessionType> {
    const { token, expiresAt, auth } = await operatorsService.login(ctx, secret);
    return { token, expiresAt, stand: await standService.info({ ...ctx, operator: auth }) };
  }

  @Authorized('operator')
  @Mutation(() => Boolean)
  async operatorLogout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return operatorsService.logout(ctx);
  }

  @Authorized('operator')
  @Query(() => StandInfoType)
  async stand(@Ctx() ctx: RequestContext): Promise<StandInfoType> {
    return standService.info(ctx);
  }

  @Authorized('operator')
  @Query(() => StandVolunteerType, { description: 'The volunteer of a scanned code: today’s shifts and what can be handed out' })
  async standVolunteer(@Arg('code') code: string, @Ctx() ctx: RequestContext): Promise<StandVolunteerType> {
    return standService.volunteer(ctx, code);
  }

  @Authorized('operator')
  @Mutation(() => StandActionResultType, { description: 'A check-in or hand-out, exactly once; refusals are errors' })
  async standAction(@Arg('input') input: StandActionInput, @Ctx() ctx: RequestContext): Promise<StandActionResultType> {
    return resultView(await standService.act(ctx, actionData(input)));
  }

  @Authorized('operator')
  @Mutation(() => [StandActionResultType], { description: 'The offline queue: each action on its own; refusals as ok false' })
  async standReplay(@Arg('actions', () => [StandActionInput]) actions: StandActionInput[], @Ctx() ctx: RequestContext): Promise<StandActionResultType[]> {
    return (await standService.replay(ctx, actions.map(actionData))).map(resultView);
  }
}
