import { registerEnumType } from 'type-graphql';

/** GraphQL names (NONE…) for the stored licence values (none…). */
export enum LicenseTypeEnum {
  NONE = 'none',
  LIGHT = 'light',
  CLUB = 'club',
  PRO = 'pro',
  CORPORATE = 'corporate',
}

export enum SupportTypeEnum {
  STANDARD = 'standard',
  PLUS = 'plus',
  PREMIUM = 'premium',
}

registerEnumType(LicenseTypeEnum, { name: 'LicenseType' });
registerEnumType(SupportTypeEnum, { name: 'SupportType' });
