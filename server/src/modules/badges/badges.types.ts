import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

export enum BadgeSize {
  CARD = 'card',
  A6 = 'a6',
}
registerEnumType(BadgeSize, {
  name: 'BadgeSize',
  description: 'CARD: a credit card, 85.6 x 54 mm (landscape); A6: 105 x 148 mm (portrait)',
});

@ObjectType('BadgeTemplate', { description: 'How the organization’s badges look (enableBadges)' })
export class BadgeTemplateType {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field(() => BadgeSize) size: BadgeSize;
  @Field(() => String, { nullable: true, description: 'URL of the logo' }) logo: string | null;
  @Field({ description: '#rrggbb of the band behind the logo and the name' }) primaryColor: string;
  @Field({ description: '#rrggbb of the text on the band' }) textColor: string;
  @Field() showPhoto: boolean;
  @Field({ description: 'The volunteer’s categories' }) showCategories: boolean;
  @Field({ description: 'The positions of the volunteer’s accepted participations in the event' }) showPositions: boolean;
  @Field(() => ID, { nullable: true, description: 'A custom attribute whose answer is printed' }) attributeId: number | null;
  @Field({ description: 'The volunteer’s scan code as a QR code' }) showQrCode: boolean;
  @Field() createdAt: Date;
  @Field() modifiedAt: Date;
}

@InputType('BadgeTemplateInput')
export class BadgeTemplateInput {
  @Field() name: string;
  @Field(() => BadgeSize) size: BadgeSize;
  @Field(() => String, { nullable: true, description: 'A base64 JPEG or PNG (data URL), the unchanged logo path, or "" to remove it' })
  logo?: string | null;
  @Field() primaryColor: string;
  @Field() textColor: string;
  @Field() showPhoto: boolean;
  @Field() showCategories: boolean;
  @Field() showPositions: boolean;
  @Field(() => ID, { nullable: true }) attributeId?: string | null;
  @Field() showQrCode: boolean;
}
