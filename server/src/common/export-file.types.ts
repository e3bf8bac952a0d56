import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** The spreadsheet formats of an export (GraphQL twin of common/spreadsheet.ts SpreadsheetFormat). */
export enum ExportFormat {
  XLSX = 'xlsx',
  CSV = 'csv',
}

registerEnumType(ExportFormat, { name: 'ExportFormat' });

@ObjectType('ExportedFile', { description: 'A file built by the server, its content in base64' })
export class ExportedFileType {
  @Field() fileName: string;
  @Field() mimeType: string;
  @Field() base64: string;
}
