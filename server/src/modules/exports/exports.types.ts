import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AttributeValueTypeEnum } from '../forms/forms.enums';

@ObjectType('VolunteerOverviewRow', { description: "One volunteer's accepted participations across the organization's events in a date range" })
export class VolunteerOverviewRowType {
  @Field(() => ID) volunteerId: number;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field(() => Int, { description: 'Accepted participations whose slot starts in the range' }) shifts: number;
  @Field(() => Float, { description: "Their slots' hours, each rounded per spec 9 as points are (to the half hour)" }) hours: number;
  @Field(() => Int, { description: 'Distinct events' }) events: number;
}

export enum VolunteerImportField {
  IGNORE = 'IGNORE',
  FIRST_NAME = 'FIRST_NAME',
  LAST_NAME = 'LAST_NAME',
  EMAIL = 'EMAIL',
  PHONE = 'PHONE',
  ADDRESS = 'ADDRESS',
  POSTCODE = 'POSTCODE',
  TOWN = 'TOWN',
  COUNTRY = 'COUNTRY',
  BORN_DATE = 'BORN_DATE',
  LANGUAGE = 'LANGUAGE',
  CATEGORIES = 'CATEGORIES',
  ATTRIBUTE = 'ATTRIBUTE',
}
registerEnumType(VolunteerImportField, {
  name: 'VolunteerImportField',
  description: 'What a column of an imported file fills in (CATEGORIES: names separated by commas; ATTRIBUTE: a volunteer attribute)',
});

export enum VolunteerImportStatus {
  NEW = 'NEW',
  ALREADY_KNOWN = 'ALREADY_KNOWN',
  DUPLICATE_IN_FILE = 'DUPLICATE_IN_FILE',
  INVALID = 'INVALID',
}
registerEnumType(VolunteerImportStatus, {
  name: 'VolunteerImportStatus',
  description: 'What an import does with a line: creates the volunteer, skips a known address, or refuses the file (duplicate, invalid)',
});

@InputType('ImportColumnInput', { description: "A column of the file (from 0) and the volunteer's field it fills" })
export class ImportColumnInput {
  @Field(() => Int) column: number;
  @Field(() => VolunteerImportField) field: VolunteerImportField;
  @Field(() => ID, { nullable: true, description: 'ATTRIBUTE: the volunteer attribute' }) attributeId?: string | null;
}

@ObjectType('ImportColumn')
export class ImportColumnType {
  @Field(() => Int) column: number;
  @Field(() => VolunteerImportField) field: VolunteerImportField;
  @Field(() => ID, { nullable: true }) attributeId: number | null;
}

@ObjectType('ImportFileColumn', { description: 'A column of the imported file: its header and first values' })
export class ImportFileColumnType {
  @Field(() => Int) index: number;
  @Field() header: string;
  @Field(() => [String]) samples: string[];
}

@ObjectType('ImportAttribute', { description: 'A volunteer attribute a column may answer' })
export class ImportAttributeType {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field(() => AttributeValueTypeEnum) valueType: AttributeValueTypeEnum;
}

@ObjectType('VolunteerImportRow', { description: 'A line of the imported file' })
export class VolunteerImportRowType {
  @Field(() => Int, { description: 'Its line in the file (1 is the header)' }) line: number;
  @Field() email: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => VolunteerImportStatus) status: VolunteerImportStatus;
  @Field(() => [String], { description: "Why it is refused or skipped, in the request's language" }) messages: string[];
}

@ObjectType('VolunteerImportPreview', { description: 'What importing a file of volunteers would do (nothing written)' })
export class VolunteerImportPreviewType {
  @Field(() => [ImportFileColumnType]) columns: ImportFileColumnType[];
  @Field(() => [ImportColumnType], { description: 'The mapping used: the one given, else the one the header suggests' }) mapping: ImportColumnType[];
  @Field(() => [ImportAttributeType]) attributes: ImportAttributeType[];
  @Field(() => [String], { description: 'What keeps the mapping from being used (no e-mail column, a field twice)' }) mappingErrors: string[];
  @Field(() => Int) nbNew: number;
  @Field(() => Int, { description: 'Addresses already known: skipped, left unchanged' }) nbKnown: number;
  @Field(() => Int) nbDuplicates: number;
  @Field(() => Int) nbErrors: number;
  @Field(() => [VolunteerImportRowType]) rows: VolunteerImportRowType[];
}

@ObjectType('VolunteerImportResult')
export class VolunteerImportResultType {
  @Field(() => Int) nbCreated: number;
  @Field(() => Int, { description: 'Known addresses left unchanged' }) nbSkipped: number;
}
