import { GraphQLDate } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ScanItemKind {
  PRODUCT = 'product',
  VOUCHER_POOL = 'voucher_pool',
}
registerEnumType(ScanItemKind, { name: 'ScanItemKind', description: 'What a stand hands out: a shop product (orders) or a voucher pool' });

export enum ScanActionKind {
  CHECK_IN = 'check_in',
  DELIVER_ORDER = 'deliver_order',
  REDEEM_VOUCHER = 'redeem_voucher',
  TSHIRT = 'tshirt',
}
registerEnumType(ScanActionKind, { name: 'ScanActionKind' });

@ObjectType('OperatorTag', { description: 'A tag of an operator; an id the event no longer has is named "Inconnu" (known false)' })
export class OperatorTagType {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field() color: string;
  @Field() known: boolean;
}

@ObjectType('Operator', { description: 'Spec 3 Operator: a person at the scan stand of one event' })
export class OperatorType {
  @Field(() => ID) id: number;
  @Field(() => ID) eventId: number;
  @Field() name: string;
  @Field(() => [ID]) tagIds: number[];
  @Field(() => [OperatorTagType]) tags: OperatorTagType[];
  @Field(() => String, { nullable: true, description: 'Only in the answer of createOperator and rotateOperatorSecret (shown once)' })
  loginSecret: string | null;
  @Field(() => Date, { nullable: true }) lastLoginAt: Date | null;
  @Field() createdAt: Date;
}

@InputType()
export class OperatorInput {
  @Field() name: string;
  @Field(() => [ID]) tagIds: string[];
}

@ObjectType('ScanItem')
export class ScanItemType {
  @Field(() => ScanItemKind) kind: ScanItemKind;
  @Field(() => ID) refId: number;
  @Field() name: string;
  @Field(() => [ID], { description: 'Operators with one of these tags serve it; none: every operator' }) tagIds: number[];
}

@ObjectType('ScanConfig', { description: 'What an event’s scan stand does (/scan/config)' })
export class ScanConfigType {
  @Field(() => ID) eventId: number;
  @Field() checkIn: boolean;
  @Field() orderDelivery: boolean;
  @Field() voucherRedeem: boolean;
  @Field() tshirt: boolean;
  @Field(() => ID, { nullable: true, description: 'The single-choice field holding the t-shirt size' }) tshirtAttributeId: number | null;
  @Field(() => Int, { description: 'A check-in later than the start plus this is late' }) lateAfterMinutes: number;
  @Field(() => [ScanItemType]) items: ScanItemType[];
}

@InputType()
export class ScanItemInput {
  @Field(() => ScanItemKind) kind: ScanItemKind;
  @Field(() => ID) refId: string;
  @Field(() => [ID]) tagIds: string[];
}

@InputType()
export class ScanConfigInput {
  @Field() checkIn: boolean;
  @Field() orderDelivery: boolean;
  @Field() voucherRedeem: boolean;
  @Field() tshirt: boolean;
  @Field(() => ID, { nullable: true }) tshirtAttributeId: string | null;
  @Field(() => Int) lateAfterMinutes: number;
  @Field(() => [ScanItemInput]) items: ScanItemInput[];
}

@ObjectType('ScanAction', { description: 'Something done at the stand: a check-in or a hand-out' })
export class ScanActionType {
  @Field(() => ID) id: number;
  @Field(() => ScanActionKind) kind: ScanActionKind;
  @Field(() => ID) volunteerId: number;
  @Field() volunteerName: string;
  @Field() operatorName: string;
  @Field({ description: 'What was checked in or handed out' }) label: string;
  @Field({ description: 'When, at the stand (an offline scan keeps its time)' }) happenedAt: Date;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) undoneAt: Date | null;
}

@ObjectType('CheckInRow')
export class CheckInRowType {
  @Field(() => ID) participationId: number;
  @Field(() => ID) volunteerId: number;
  @Field() volunteerName: string;
  @Field() positionName: string;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field(() => Date, { nullable: true }) checkedInAt: Date | null;
  @Field(() => String, { nullable: true }) operatorName: string | null;
  @Field({ description: 'Checked in after the start plus the stand’s lateAfterMinutes' }) late: boolean;
  @Field({ description: 'The shift has started and nobody checked in' }) missing: boolean;
}

@ObjectType('CheckInBoard')
export class CheckInBoardType {
  @Field(() => ID) eventId: number;
  @Field(() => GraphQLDate) day: string;
  @Field(() => [CheckInRowType]) rows: CheckInRowType[];
  @Field(() => Int) expected: number;
  @Field(() => Int) checkedIn: number;
  @Field(() => Int) missing: number;
  @Field(() => Int) late: number;
}

@ObjectType('StandInfo', { description: 'The signed-in stand: its operator, event and what it does' })
export class StandInfoType {
  @Field(() => ID) operatorId: number;
  @Field() operatorName: string;
  @Field(() => ID) eventId: number;
  @Field() eventName: string;
  @Field() timeZone: string;
  @Field(() => [OperatorTagType]) tags: OperatorTagType[];
  @Field() checkIn: boolean;
  @Field() orderDelivery: boolean;
  @Field() voucherRedeem: boolean;
  @Field() tshirt: boolean;
}

@ObjectType('OperatorSession')
export class OperatorSessionType {
  @Field({ description: 'Send it in the X-Operator-Token header' }) token: string;
  @Field() expiresAt: Date;
  @Field(() => StandInfoType) stand: StandInfoType;
}

@ObjectType('StandShift')
export class StandShiftType {
  @Field(() => ID) participationId: number;
  @Field() positionName: string;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field(() => Date, { nullable: true }) checkedInAt: Date | null;
  @Field(() => String, { nullable: true }) checkedInBy: string | null;
}

@ObjectType('StandOrder')
export class StandOrderType {
  @Field(() => ID) orderId: number;
  @Field() productName: string;
  @Field(() => Int) quantity: number;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field(() => String, { nullable: true }) deliveredBy: string | null;
}

@ObjectType('StandVoucher')
export class StandVoucherType {
  @Field(() => ID) voucherCodeId: number;
  @Field() poolName: string;
  @Field() code: string;
  @Field(() => Date, { nullable: true }) redeemedAt: Date | null;
  @Field(() => String, { nullable: true }) redeemedBy: string | null;
}

@ObjectType('StandTshirt')
export class StandTshirtType {
  @Field(() => String, { nullable: true }) size: string | null;
  @Field(() => Date, { nullable: true }) handedOutAt: Date | null;
  @Field(() => String, { nullable: true }) handedOutBy: string | null;
}

@ObjectType('StandVolunteer', { description: 'What the stand shows for a scanned code' })
export class StandVolunteerType {
  @Field() code: string;
  @Field(() => ID) volunteerId: number;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => String, { nullable: true }) profilePicture: string | null;
  @Field(() => [StandShiftType], { description: 'Today’s shifts on positions this operator serves' }) shifts: StandShiftType[];
  @Field(() => [StandOrderType]) orders: StandOrderType[];
  @Field(() => [StandVoucherType]) vouchers: StandVoucherType[];
  @Field(() => StandTshirtType, { nullable: true, description: 'Null when the t-shirt option is off' }) tshirt: StandTshirtType | null;
  @Field(() => [String]) notices: string[];
}

@InputType()
export class StandActionInput {
  @Field({ description: 'The stand’s id of the action: the same id twice records it once' }) clientId: string;
  @Field() code: string;
  @Field(() => ScanActionKind) kind: ScanActionKind;
  @Field(() => ID, { nullable: true, description: 'Participation, order or voucher code; none with CHECK_IN: the shift due now' })
  targetId: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was scanned (offline queue)' }) scannedAt: Date | null;
}

@ObjectType('StandActionResult')
export class StandActionResultType {
  @Field() clientId: string;
  @Field() ok: boolean;
  @Field() message: string;
  @Field(() => ScanActionType, { nullable: true }) action: ScanActionType | null;
}
