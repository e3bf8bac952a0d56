import { LICENSE_FIELD_LIMITS, LICENSE_TYPES, type LicenseType } from '@benevo/schema';

export interface FieldLimits {
  volunteer: number | null;
  /** Per event. */
  event: number | null;
  /** Per campaign: campaign attributes count like event attributes (the server says forms.campaignLimit). */
  campaign: number | null;
}

/**
 * Spec 6 field limits of the active organization (null: no limit). The server enforces them; the
 * screens use them to explain early why a field cannot be added. GraphQL names the licence in capitals.
 */
export function fieldLimitsFor(organization: { licenseType: string; hasProRights: boolean } | null): FieldLimits {
  if (!organization || organization.hasProRights) return { volunteer: null, event: null, campaign: null };
  const licence = organization.licenseType.toLowerCase();
  const limits = (LICENSE_TYPES as readonly string[]).includes(licence) ? LICENSE_FIELD_LIMITS[licence as LicenseType] : LICENSE_FIELD_LIMITS.none;
  return { volunteer: limits.volunteer, event: limits.event, campaign: limits.event };
}
