import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { optionalId, parseId } from '../../common/ids';
import type { RequestContext } from '../../context';
import { User } from '../auth/user.entity';
import {
  OtpBackupStatus,
  OtpDeviceType,
  OtpMethodInfo,
  OtpSetupInput,
  OtpSetupResult,
  OtpValidateInput,
  OtpValidateResult,
  OtpVerifyInput,
} from './two-factor.inputs';
import { twoFactorService, type OtpDeviceView } from './two-factor.service';

const deviceId = (value: string) => parseId(value, 'twoFactor.deviceNotFound');

/** Two-factor sign-in (issue 16; spec 7 "One-time password" and its GraphQL twins). */
@Resolver()
export class TwoFactorResolver {
  @Authorized('organizer')
  @Query(() => [OtpMethodInfo], { description: 'The methods a device can be added with' })
  otpMethods(@Ctx() ctx: RequestContext) {
    return twoFactorService.methods(ctx);
  }

  @Authorized('organizer')
  @Query(() => [OtpDeviceType], { description: "The signed-in user's devices, confirmed or not, oldest first" })
  otpDevices(@Ctx() ctx: RequestContext): Promise<OtpDeviceView[]> {
    return twoFactorService.devices(ctx);
  }

  @Authorized('organizer')
  @Query(() => OtpBackupStatus)
  otpBackupCodes(@Ctx() ctx: RequestContext) {
    return twoFactorService.backupStatus(ctx);
  }

  @Authorized('organizer')
  @Mutation(() => OtpSetupResult, { description: 'Starts adding a device (TOTP: secret and QR code; e-mail: a code is mailed)' })
  otpSetup(@Arg('input') input: OtpSetupInput, @Ctx() ctx: RequestContext) {
    return twoFactorService.setup(ctx, input.method, input.name, input.code);
  }

  @Authorized('organizer')
  @Mutation(() => OtpValidateResult, { description: 'Confirms a device with a first code; the first one answers the backup codes' })
  otpValidate(@Arg('input') input: OtpValidateInput, @Ctx() ctx: RequestContext) {
    return twoFactorService.validate(ctx, { device: deviceId(input.device), code: input.code, secret: input.secret });
  }

  @Authorized('organizer')
  @Mutation(() => Boolean, { description: 'Removes a device; a confirmed one needs a current code of any device or a backup code' })
  async otpRemoveDevice(
    @Arg('device', () => ID) device: string,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await twoFactorService.removeDevice(ctx, deviceId(device), code);
    return true;
  }

  @Authorized('organizer')
  @Mutation(() => OtpDeviceType)
  otpSetDefaultDevice(@Arg('device', () => ID) device: string, @Ctx() ctx: RequestContext) {
    return twoFactorService.setDefault(ctx, deviceId(device));
  }

  @Authorized('organizer')
  @Mutation(() => [String], { description: '10 new backup codes (the old ones stop working), for a current code' })
  otpRegenerateBackupCodes(@Arg('code') code: string, @Ctx() ctx: RequestContext) {
    return twoFactorService.regenerateBackupCodes(ctx, code);
  }

  @Mutation(() => Boolean, {
    description: 'Mails a code for an e-mail device, during a pending login (cookie or ephemeralToken) or signed in',
  })
  async otpChallenge(
    @Arg('device', () => ID) device: string,
    @Arg('ephemeralToken', () => String, { nullable: true }) ephemeralToken: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await twoFactorService.challenge(ctx, deviceId(device), ephemeralToken);
    return true;
  }

  @Mutation(() => User, { description: 'Finishes a pending login with a second factor and opens the session, as login does' })
  async otpVerify(@Arg('input') input: OtpVerifyInput, @Ctx() ctx: RequestContext): Promise<User> {
    const { auth } = await twoFactorService.verify(ctx, {
      device: optionalId(input.device, 'device'),
      code: input.code,
      ephemeralToken: input.ephemeralToken,
    });
    ctx.auth = auth;
    return auth.user;
  }
}
