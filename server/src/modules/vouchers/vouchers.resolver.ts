import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ExportedFileType, ExportFormat } from '../../common/export-file.types';
import type { RequestContext } from '../../context';
import { Volunteer } from '../volunteers/volunteer.entity';
import { exportVoucherCodes } from './vouchers.export';
import { vouchersService, type ClaimedVoucher, type ImportPreview } from './vouchers.service';
import {
  ClaimedVoucherType,
  MyVouchersType,
  VoucherCodeType,
  type VoucherImportStatus,
  VoucherImportPreviewType,
  VoucherPoolType,
} from './vouchers.types';
import { RequiresRight } from '../organizations/rights.decorator';

const claimedView = (voucher: ClaimedVoucher): ClaimedVoucherType => ({ id: voucher.id, code: voucher.code, poolName: voucher.poolName, claimedAt: voucher.claimedAt });

const previewView = (preview: ImportPreview): VoucherImportPreviewType => ({
  nbValid: preview.nbValid,
  nbDuplicates: preview.nbDuplicates,
  nbErrors: preview.nbErrors,
  rows: preview.rows.map((row) => ({ line: row.line, code: row.code, status: row.status as VoucherImportStatus, message: row.message })),
});

/** Voucher pools and codes (the facade's twins: vouchers.rest.ts); organizers need enableVouchers. */
@Resolver()
export class VouchersResolver {
  @RequiresRight('vouchers')
  @Authorized('organizer')
  @Query(() => [VoucherPoolType], { description: "The organization's voucher pools with their figures, by name" })
  voucherPools(@Ctx() ctx: RequestContext): Promise<VoucherPoolType[]> {
    return vouchersService.pools(ctx);
  }

  @RequiresRight('vouchers')
  @Authorized('organizer')
  @Mutation(() => VoucherPoolType, { description: 'A new, empty voucher pool (its name unique in the organization)' })
  createVoucherPool(@Arg('name') name: string, @Ctx() ctx: RequestContext): Promise<VoucherPoolType> {
    return vouchersService.createPool(ctx, { name });
  }

  @RequiresRight('vouchers')
  @Authorized('organizer')
  @Mutation(() => VoucherPoolType)
  renameVoucherPool(@Arg('id', () => ID) id: string, @Arg('name') name: string, @Ctx() ctx: RequestContext): Promise<VoucherPoolType> {
    return vouchersService.renamePool(ctx, id, { name });
  }

  @RequiresRight('vouchers')
  @Authorized('organizer')
  @Mutation(() => Boolean, { description: 'Deletes a pool and its codes; refused once one of its codes was given out' })
  deleteVoucherPool(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return vouchersService.deletePool(ctx, id);
  }

  @RequiresRight('vouchers')
  @Authorized('organizer')
  @Mutation(() => VoucherImportPreviewType, { description: 'What importing a CSV or XLSX file of codes would do, line by line (nothing written)' })
  async previewVoucherImport(
    @Arg('poolId', () => ID) poolId: string,
    @Arg('fileName') fileName: string,
    @Arg('base64File') base64File: string,
    @Ctx() ctx: RequestContext,
  ): Promise<VoucherImportPreviewType> {
    return previewView(await vouchersService.previewImport(ctx, poolId, { fileName, base64File }));
  }

  @RequiresRight('vouchers')
  @Authorized('organizer')
  @Mutation(() => VoucherPoolType, { description: 'Imports the codes of a CSV or XLSX file, all or nothing' })
  importVoucherCodes(
    @Arg('poolId', () => ID) poolId: string,
    @Arg('fileName') fileName: string,
    @Arg('base64File') base64File: string,
    @Ctx() ctx: RequestContext,
  ): Promise<VoucherPoolType> {
    return vouchersService.importCodes(ctx, poolId, { fileName, base64File });
  }

  @RequiresRight('vouchers')
  @Authorized('organizer')
  @Query(() => [VoucherCodeType], { description: 'The codes of a pool, oldest first, with who got each and when' })
  voucherCodes(@Arg('poolId', () => ID) poolId: string, @Ctx() ctx: RequestContext): Promise<VoucherCodeType[]> {
    return vouchersService.codes(ctx, poolId);
  }

  @RequiresRight('vouchers')
  @Authorized('organizer')
  @Query(() => ExportedFileType, { description: 'The codes of a pool as a spreadsheet (XLSX or CSV)' })
  async exportVoucherCodes(
    @Arg('poolId', () => ID) poolId: string,
    @Arg('format', () => ExportFormat) format: ExportFormat,
    @Ctx() ctx: RequestContext,
  ): Promise<ExportedFileType> {
    const file = await exportVoucherCodes(ctx, poolId, format);
    return { fileName: file.fileName, mimeType: file.mimeType, base64: file.content.toString('base64') };
  }

  @Query(() => MyVouchersType, { description: 'The volunteer’s own vouchers (the portal token is the credential)' })
  async myVouchers(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<MyVouchersType> {
    const mine = await vouchersService.mine(ctx, token);
    return { allowed: mine.allowed, claimed: mine.claimed, pools: mine.pools, codes: mine.codes.map(claimedView) };
  }

  @Mutation(() => ClaimedVoucherType, { description: 'The volunteer claims one code of a pool, within their nbVouchersAllowed (portal token)' })
  async claimVoucher(@Arg('token') token: string, @Arg('poolId', () => ID) poolId: string, @Ctx() ctx: RequestContext): Promise<ClaimedVoucherType> {
    return claimedView(await vouchersService.claim(ctx, token, poolId));
  }
}

@Resolver(() => VoucherCodeType)
export class VoucherCodeResolver {
  @FieldResolver(() => Volunteer, { nullable: true, description: 'Who got the code (null while free, or once the volunteer is deleted)' })
  volunteer(@Root() code: VoucherCodeType, @Ctx() ctx: RequestContext): Promise<Volunteer | null> | null {
    return code.volunteerId === null ? null : ctx.loaders.volunteers.byId.load(code.volunteerId);
  }
}

/** Every resolver of the vouchers module (graphql/schema.ts). */
export const vouchersResolvers = [VouchersResolver, VoucherCodeResolver] as const;
