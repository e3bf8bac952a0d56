import { registerEnumType } from 'type-graphql';

/** Spec 3 Attribute valueType; GraphQL keeps the spec's lower-case names. */
export enum AttributeValueTypeEnum {
  text = 'text',
  text_multiline = 'text_multiline',
  int = 'int',
  date = 'date',
  enum = 'enum',
  enum_multiple = 'enum_multiple',
  bool = 'bool',
}

/** Spec 3 base attributes (profile_picture for campaigns only). */
export enum BaseAttributeEnum {
  address = 'address',
  city = 'city',
  postcode = 'postcode',
  country = 'country',
  phone = 'phone',
  birthdate = 'birthdate',
  profile_picture = 'profile_picture',
  /** Issue 18: available days and hours (events and campaigns). */
  availability = 'availability',
  /** Issue 18: ranked preferred positions (events: the event's positions; campaigns: position names). */
  preferred_positions = 'preferred_positions',
}

registerEnumType(AttributeValueTypeEnum, { name: 'AttributeValueType' });
registerEnumType(BaseAttributeEnum, { name: 'BaseAttribute' });
