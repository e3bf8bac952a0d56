import { translate } from '@benevo/schema';
import { optionalId, parseId } from '../../common/ids';
import { bodyString, param, refuseCrossSite, renamed, type FacadeRoute } from '../../rest/facade';
import { serializeUser } from '../auth/user.serializer';
import { twoFactorService, type OtpDeviceView } from './two-factor.service';

/** Spec 7 "One-time password" under /apis/authentication/v1/ (joined there by rest/routes.ts). */

const deviceId = (value: unknown) => parseId(value, 'twoFactor.deviceNotFound');
/** The facade's name for the typed code is `token` (spec 7). */
const asToken = (field: string) => (field === 'code' ? 'token' : field);

function serializeDevice(device: OtpDeviceView) {
  return { ...device, createdAt: device.createdAt.toISOString(), lastUsedAt: device.lastUsedAt?.toISOString() ?? null };
}

function bodyValue(req: { body?: unknown }, name: string): unknown {
  return (req.body as Record<string, unknown> | undefined)?.[name];
}

export const twoFactorRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'otp-methods/',
    guard: 'organizer',
    duringOtpSetup: true,
    async handle(ctx) {
      return { body: twoFactorService.methods(ctx) };
    },
  },
  {
    method: 'GET',
    path: 'otp-devices/',
    guard: 'organizer',
    duringOtpSetup: true,
    async handle(ctx) {
      return { body: (await twoFactorService.devices(ctx)).map(serializeDevice) };
    },
  },
  {
    method: 'POST',
    path: 'otp-methods/:id/setup/',
    guard: 'organizer',
    duringOtpSetup: true,
    async handle(ctx, req) {
      const answer = await renamed(twoFactorService.setup(ctx, param(req, 'id'), bodyString(req, 'name'), bodyString(req, 'token')), asToken);
      return { status: 201, body: { ...answer, device: serializeDevice(answer.device) } };
    },
  },
  {
    method: 'POST',
    path: 'otp-validate/',
    guard: 'organizer',
    duringOtpSetup: true,
    async handle(ctx, req) {
      const answer = await renamed(
        twoFactorService.validate(ctx, {
          device: deviceId(bodyValue(req, 'device')),
          code: bodyString(req, 'token') ?? '',
          secret: bodyString(req, 'secret'),
        }),
        asToken,
      );
      return { body: { device: serializeDevice(answer.device), backupCodes: answer.backupCodes } };
    },
  },
  {
    method: 'DELETE',
    path: 'otp-devices/:id/',
    guard: 'organizer',
    duringOtpSetup: true,
    async handle(ctx, req) {
      await renamed(twoFactorService.removeDevice(ctx, deviceId(param(req, 'id')), bodyString(req, 'token')), asToken);
      return { status: 204, body: null };
    },
  },
  {
    method: 'POST',
    path: 'otp-devices/:id/default/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: serializeDevice(await twoFactorService.setDefault(ctx, deviceId(param(req, 'id')))) };
    },
  },
  {
    method: 'GET',
    path: 'otp-backup/',
    guard: 'organizer',
    async handle(ctx) {
      const status = await twoFactorService.backupStatus(ctx);
      return { body: { remaining: status.remaining, generatedAt: status.generatedAt?.toISOString() ?? null } };
    },
  },
  {
    method: 'POST',
    path: 'otp-backup/',
    guard: 'organizer',
    async handle(ctx, req) {
      const codes = await renamed(twoFactorService.regenerateBackupCodes(ctx, bodyString(req, 'token') ?? ''), asToken);
      return { body: { codes } };
    },
  },
  {
    method: 'POST',
    path: 'otp-challenge/',
    guard: 'public',
    async handle(ctx, req) {
      refuseCrossSite(req);
      await twoFactorService.challenge(ctx, deviceId(bodyValue(req, 'device')), bodyString(req, 'ephemeralToken'));
      return { body: { detail: translate(ctx.language, 'twoFactor.codeSent') } };
    },
  },
  {
    method: 'POST',
    path: 'otp-verify/',
    guard: 'public',
    async handle(ctx, req) {
      refuseCrossSite(req);
      const { auth, token } = await renamed(
        twoFactorService.verify(
          ctx,
          { device: optionalId(bodyValue(req, 'device'), 'device'), code: bodyString(req, 'token') ?? '', ephemeralToken: bodyString(req, 'ephemeralToken') },
          { withToken: true },
        ),
        asToken,
      );
      ctx.auth = auth;
      // The same answer as login/: the user with the token issued for this session.
      return { body: await serializeUser(ctx, auth.user, token) };
    },
  },
];
