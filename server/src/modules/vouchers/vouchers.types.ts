import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

@ObjectType('VoucherPool', { description: 'A pool of voucher codes of the organization, with its figures' })
export class VoucherPoolType {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field(() => Int, { description: 'Codes in the pool' }) nbCodes: number;
  @Field(() => Int, { description: 'Codes given out (claimed or with an order)' }) nbClaimed: number;
  @Field(() => Int, { description: 'Codes still free' }) nbAvailable: number;
  @Field() createdAt: Date;
}

export enum VoucherImportStatus {
  VALID = 'VALID',
  DUPLICATE_IN_FILE = 'DUPLICATE_IN_FILE',
  ALREADY_IN_POOL = 'ALREADY_IN_POOL',
  INVALID = 'INVALID',
}
registerEnumType(VoucherImportStatus, { name: 'VoucherImportStatus', description: 'What an import does with a line of the file' });

@ObjectType('VoucherImportRow', { description: 'A non-empty line of an imported file' })
export class VoucherImportRowType {
  @Field(() => Int, { description: 'Its line in the file (1 is the first)' }) line: number;
  @Field({ description: 'The code, trimmed' }) code: string;
  @Field(() => VoucherImportStatus) status: VoucherImportStatus;
  @Field(() => String, { nullable: true, description: "Why it is not imported, in the request's language" }) message: string | null;
}

@ObjectType('VoucherImportPreview', { description: 'What importing a file would do (nothing written)' })
export class VoucherImportPreviewType {
  @Field(() => Int) nbValid: number;
  @Field(() => Int, { description: 'Lines repeating a code of the file or of the pool' }) nbDuplicates: number;
  @Field(() => Int, { description: 'Lines that are not a valid code' }) nbErrors: number;
  @Field(() => [VoucherImportRowType]) rows: VoucherImportRowType[];
}

@ObjectType('VoucherCode', { description: 'A code of a pool, with who got it and when' })
export class VoucherCodeType {
  @Field(() => ID) id: number;
  @Field() code: string;
  @Field(() => Date, { nullable: true }) claimedAt: Date | null;
  @Field(() => ID, { nullable: true, description: 'The shop order it went with (a voucher product)' }) orderId: number | null;
  /** Resolved by the field resolver (the volunteer, through the request's loaders). */
  volunteerId: number | null;
}

@ObjectType('ClaimedVoucher', { description: 'A code a volunteer got' })
export class ClaimedVoucherType {
  @Field(() => ID) id: number;
  @Field() code: string;
  @Field() poolName: string;
  @Field() claimedAt: Date;
}

@ObjectType('MyVouchers', { description: "The volunteer's vouchers: allowance, claimed codes, pools with free codes" })
export class MyVouchersType {
  @Field(() => Int, { description: 'Codes the volunteer may claim in all (nbVouchersAllowed)' }) allowed: number;
  @Field(() => Int, { description: 'Codes claimed so far' }) claimed: number;
  @Field(() => [VoucherPoolType], { description: 'Pools with free codes' }) pools: VoucherPoolType[];
  @Field(() => [ClaimedVoucherType]) codes: ClaimedVoucherType[];
}
