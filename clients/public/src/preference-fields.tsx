import {
  MAX_PREFERRED_POSITIONS,
  messageFor,
  type PreferenceBaseAttribute,
  type PreferencesContext,
  type RegistrationField,
  type SignUpValues,
} from '@benevo/schema';
import { AvailabilityInput, type AvailabilityWindowValue, RankedChoiceInput, type RankedChoiceOption } from '@benevo/ui';
import { Text } from '@mantine/core';
import { useField } from 'formik';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

// Issue 18: the two base attributes that feed auto-assignment, drawn with @benevo/ui's widgets. The
// event sign-up ranks the event's positions (ids) over its days; the campaign registration ranks
// position names over dates the visitor adds. The page says which through PreferenceChoices. The
// checks are registrationSchema's (C1's availabilitySchema / rankedPositionsSchema of @benevo/schema).

/** The form values of the two fields, top-level like the other base values (SignUpValues' names). */
export type PreferenceValues = Required<Pick<SignUpValues, 'availability' | 'preferredPositionIds' | 'preferredPositionNames'>>;
type PreferenceValueName = keyof PreferenceValues;

export function isPreferenceField(field: Pick<RegistrationField, 'baseAttribute'>): PreferenceBaseAttribute | null {
  const base = field.baseAttribute;
  return base === 'availability' || base === 'preferred_positions' ? base : null;
}

export interface PreferenceChoices {
  kind: 'event' | 'campaign';
  /** The event's days ('YYYY-MM-DD' local to its zone); undefined for a campaign (date rows). */
  days?: readonly string[];
  /** What can be ranked: an event's positions (value = id) or a campaign's position names (value = name). */
  positions: readonly RankedChoiceOption[];
}

/** The value a preference field fills, for a kind of form. */
export function preferenceValueName(kind: PreferenceBaseAttribute, formKind: PreferenceChoices['kind']): PreferenceValueName {
  if (kind === 'availability') return 'availability';
  return formKind === 'event' ? 'preferredPositionIds' : 'preferredPositionNames';
}

const PreferenceChoicesContext = createContext<PreferenceChoices>({ kind: 'event', positions: [] });

export function PreferenceChoicesProvider({ value, children }: { value: PreferenceChoices; children: ReactNode }) {
  return <PreferenceChoicesContext.Provider value={value}>{children}</PreferenceChoicesContext.Provider>;
}

/** The registrationSchema options (preferences context) for these choices. */
export function preferencesContext(choices: PreferenceChoices): PreferencesContext {
  const known = choices.positions.map((option) => option.value);
  return choices.kind === 'event' ? { days: choices.days ?? null, positionIds: known } : { positionNames: known };
}

export function initialPreferenceValues(): PreferenceValues {
  return { availability: null, preferredPositionIds: [], preferredPositionNames: [] };
}

/** The preference fields the visitor sees, by attribute. */
function shownPreferenceFields(fields: readonly RegistrationField[]): Set<PreferenceBaseAttribute> {
  return new Set(fields.map(isPreferenceField).filter((kind): kind is PreferenceBaseAttribute => kind !== null));
}

/**
 * The values to send for the preference fields shown: availability null when nothing was given (the
 * server reads "any time"), an empty list when no position was ranked; a field not shown sends
 * nothing (undefined).
 */
export function preferenceInput(shownFields: readonly RegistrationField[], values: PreferenceValues, formKind: PreferenceChoices['kind']) {
  const shown = shownPreferenceFields(shownFields);
  const availability = values.availability && values.availability.length > 0 ? values.availability.map(({ day, from, to }) => ({ day, from, to })) : null;
  const ranked = (formKind === 'event' ? values.preferredPositionIds : values.preferredPositionNames).slice(0, MAX_PREFERRED_POSITIONS);
  const input: { availability?: AvailabilityWindowValue[] | null; preferredPositionIds?: string[]; preferredPositionNames?: string[] } = {};
  if (shown.has('availability')) input.availability = availability;
  if (shown.has('preferred_positions')) input[formKind === 'event' ? 'preferredPositionIds' : 'preferredPositionNames'] = ranked;
  return input;
}

/** What the shared schema reads: the windows as given (an empty list = nothing said). */
export function preferenceSchemaInput<Values extends Pick<SignUpValues, 'availability'>>(values: Values): Values {
  return { ...values, availability: values.availability && values.availability.length > 0 ? values.availability : null };
}

/**
 * A check of the client only, before the schema's: a campaign row without its date says so (the
 * schema would say "required" on a nested path).
 */
export function preferenceErrors(shownFields: readonly RegistrationField[], values: Pick<SignUpValues, 'availability'>, t: (key: string) => string): Partial<Record<PreferenceValueName, string>> {
  const shown = shownPreferenceFields(shownFields);
  if (shown.has('availability') && (values.availability ?? []).some((window) => window.day === '')) return { availability: t('public.form.availabilityDate') };
  return {};
}

/** Like registration-fields' useFieldError (kept here so that the two files do not import each other). */
function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { i18n } = useTranslation();
  return meta.touched && meta.error && typeof meta.error === 'string' ? messageFor(i18n.language, meta.error) : undefined;
}

function label(field: RegistrationField, t: (key: string) => string): string {
  return field.label || t(`public.form.base.${field.baseAttribute}`);
}

function AvailabilityField({ field }: { field: RegistrationField }) {
  const { t } = useTranslation();
  const { days } = useContext(PreferenceChoicesContext);
  const [input, , helpers] = useField<AvailabilityWindowValue[] | null>('availability');
  const error = useFieldError('availability');
  const hint = days ? t('public.form.availabilityHint') : t('public.form.availabilityCampaignHint');
  return (
    <AvailabilityInput
      name="availability"
      label={label(field, t)}
      description={field.description || hint}
      required={field.isRequired}
      error={error}
      days={days}
      value={input.value ?? null}
      onChange={(value) => {
        void helpers.setValue(value);
        void helpers.setTouched(true, false);
      }}
    />
  );
}

function PreferredPositionsField({ field }: { field: RegistrationField }) {
  const { t } = useTranslation();
  const { positions, kind } = useContext(PreferenceChoicesContext);
  const name = preferenceValueName('preferred_positions', kind);
  const [input, , helpers] = useField<string[]>(name);
  const error = useFieldError(name);
  if (positions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {label(field, t)} : {t('public.form.noPositions')}
      </Text>
    );
  }
  return (
    <RankedChoiceInput
      name={name}
      label={label(field, t)}
      description={field.description || t('public.form.preferredHint')}
      required={field.isRequired}
      error={error}
      options={positions}
      max={MAX_PREFERRED_POSITIONS}
      value={input.value ?? []}
      onChange={(value) => {
        void helpers.setValue(value);
        void helpers.setTouched(true, false);
      }}
    />
  );
}

/** A preference base field of a public form, or null when the field is another kind. */
export function PreferenceFormField({ field }: { field: RegistrationField }): ReactNode {
  const kind = isPreferenceField(field);
  if (kind === 'availability') return <AvailabilityField field={field} />;
  if (kind === 'preferred_positions') return <PreferredPositionsField field={field} />;
  return null;
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(firstMessage).find(Boolean);
  if (value && typeof value === 'object') return Object.values(value).map(firstMessage).find(Boolean);
  return undefined;
}

/**
 * The shared schema's errors with the preference fields' own: one message per field (a nested path
 * such as availability[1].to lands on the field).
 */
export function mergePreferenceErrors<Errors extends object>(
  errors: Errors,
  local: Partial<Record<PreferenceValueName, string>>,
  choices: PreferenceChoices,
): Errors {
  const result = { ...errors } as Record<string, unknown>;
  for (const name of ['availability', 'preferredPositionIds', 'preferredPositionNames'] as const) {
    // Nothing to rank (a campaign before any event): a required ranking cannot hold the visitor back.
    if (name !== 'availability' && choices.positions.length === 0) {
      delete result[name];
      continue;
    }
    const message = local[name] ?? firstMessage(result[name]);
    if (message) result[name] = message;
    else delete result[name];
  }
  return result as Errors;
}
