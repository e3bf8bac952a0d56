import { messageFor, type RegistrationField } from '@benevo/schema';
import { CheckboxField, FormError, SelectField, SubmitButton, TextareaField, TextField } from '@benevo/ui';
import { Checkbox, Divider, Group, Input, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useField, useFormikContext } from 'formik';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseSignUpField } from './form-definition';
import { isPreferenceField, PreferenceFormField } from './preference-fields';

// The pieces of the public registration forms (event sign-up, campaign registration): one look, one
// behaviour, the rules of @benevo/schema's registrationSchema behind both.

/** The error of a field once touched, in the interface language (catalogue keys) or as the server wrote it. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { i18n } = useTranslation();
  return meta.touched && meta.error && typeof meta.error === 'string' ? messageFor(i18n.language, meta.error) : undefined;
}

/** International prefixes offered first (the number may also be typed with its own +XX). */
const PREFIXES = ['+41', '+33', '+49', '+43', '+39', '+423', '+32', '+352', '+31', '+34', '+351', '+44', '+1'];
const PREFIX_COUNTRY: Record<string, string> = {
  '+41': 'CH',
  '+33': 'FR',
  '+49': 'DE',
  '+43': 'AT',
  '+39': 'IT',
  '+423': 'LI',
  '+32': 'BE',
  '+352': 'LU',
  '+31': 'NL',
  '+34': 'ES',
  '+351': 'PT',
  '+44': 'GB',
  '+1': 'US/CA',
};

/** A typed number with the chosen prefix: "079 123 45 67" with +41 gives "+41 79 123 45 67"; "+33…" or "0033…" stays. */
export function combinePhone(prefix: string, local: string): string {
  const number = local.trim();
  if (number === '') return '';
  if (number.startsWith('+')) return number;
  if (number.startsWith('00')) return `+${number.slice(2)}`;
  return `${prefix} ${number.replace(/^0+/, '')}`;
}

function splitPhone(value: string): { prefix: string; local: string } {
  const prefix = [...PREFIXES].sort((a, b) => b.length - a.length).find((p) => value.startsWith(`${p} `));
  return prefix ? { prefix, local: value.slice(prefix.length + 1) } : { prefix: '+41', local: value };
}

/** Phone with an international prefix (spec 5: "+XX", "Numéro non valide"). */
export function PhoneField({ name, label, description, required }: { name: string; label: string; description?: string; required: boolean }) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const [parts, setParts] = useState(() => splitPhone(field.value ?? ''));
  const update = (next: { prefix: string; local: string }) => {
    setParts(next);
    void helpers.setValue(combinePhone(next.prefix, next.local));
  };
  return (
    <Input.Wrapper label={label} description={description ?? t('public.form.phoneHint')} required={required} error={error} id={name}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <NativeSelect
          aria-label={t('public.form.phonePrefix')}
          value={parts.prefix}
          data={PREFIXES.map((p) => ({ value: p, label: `${PREFIX_COUNTRY[p]} ${p}` }))}
          onChange={(e) => update({ ...parts, prefix: e.currentTarget.value })}
          w={110}
          error={Boolean(error)}
        />
        <TextInput
          id={name}
          name={name}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={parts.local}
          onChange={(e) => update({ ...parts, local: e.currentTarget.value })}
          onBlur={() => void helpers.setTouched(true)}
          placeholder="79 123 45 67"
          aria-invalid={error ? true : undefined}
          error={Boolean(error)}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
}

/** First name, last name and the e-mail typed twice: two columns from a tablet up, one on a phone. */
export function IdentityFields() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextField name="firstName" label={t('public.form.firstName')} required autoComplete="given-name" />
      <TextField name="lastName" label={t('public.form.lastName')} required autoComplete="family-name" />
      <TextField name="email" type="email" label={t('public.form.email')} required autoComplete="email" />
      <TextField name="emailConfirmation" type="email" label={t('public.form.emailConfirmation')} required autoComplete="email" />
    </SimpleGrid>
  );
}

/**
 * Errors wait for the first submit, then follow every change. Validating on blur would make a message
 * appear above the next control the visitor is clicking (a radio, a checkbox): it moves under the
 * pointer between mouse down and up and the click is lost.
 */
export function ValidateAfterFirstSubmit() {
  const { values, submitCount, validateForm } = useFormikContext();
  useEffect(() => {
    if (submitCount > 0) void validateForm();
  }, [values, submitCount, validateForm]);
  return null;
}

/**
 * The end of both forms: the policy to accept (`policyLabel` names the organization), the form-level
 * error, a reminder once a submit found errors, and the submit button.
 */
export function RegistrationFormFooter({ policyLabel, formError }: { policyLabel: string; formError: string | null }) {
  const { t } = useTranslation();
  const { submitCount, isValid } = useFormikContext();
  return (
    <>
      <Divider />
      <CheckboxField name="policyAccepted" label={policyLabel} required />
      <FormError message={formError} />
      {submitCount > 0 && !isValid && (
        <Text size="sm" c="red" role="alert">
          {t('public.form.fixErrors')}
        </Text>
      )}
      <Group justify="flex-end">
        <SubmitButton size="md">{t('public.form.submit')}</SubmitButton>
      </Group>
    </>
  );
}

interface RadioFieldProps {
  name: string;
  label: string;
  description: string;
  required: boolean;
  options: RegistrationField['options'];
}

function RadioField({ name, label, description, required, options }: RadioFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <Radio.Group
      name={name}
      label={label}
      description={description || undefined}
      required={required}
      value={field.value ?? ''}
      onChange={(value) => {
        void helpers.setValue(value);
        void helpers.setTouched(true, false);
      }}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} label={option.option} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function MultipleField({ name, field: formField }: { name: string; field: RegistrationField }) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<string[]>(name);
  const error = useFieldError(name);
  const { minChoices: min, maxChoices: max } = formField;
  const hint =
    min && max ? t('public.form.choicesBetween', { min, max }) : max ? t('public.form.choicesAtMost', { max }) : min ? t('public.form.choicesAtLeast', { min }) : '';
  const description = [formField.description, hint].filter(Boolean).join(' · ');
  return (
    <Checkbox.Group
      label={formField.label}
      description={description || undefined}
      required={formField.isRequired}
      value={field.value ?? []}
      onChange={(value) => {
        void helpers.setValue(value);
        void helpers.setTouched(true, false);
      }}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {formField.options.map((option) => (
          <Checkbox key={option.id} value={option.id} label={option.option} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The label of a base field: the organizer's, else the attribute's usual name. */
function baseLabel(field: RegistrationField, t: (key: string) => string): string {
  return field.label || t(`public.form.base.${field.baseAttribute}`);
}

/**
 * One field of an event's or a campaign's form, by kind: base attribute (held in the top-level value
 * of its name) or custom attribute of any value type (held in `answers.<attributeId>`). The profile
 * picture is not drawn here: the campaign form has its own file input for it.
 */
export function RegistrationFormField({ field }: { field: RegistrationField }): ReactNode {
  const { t } = useTranslation();
  const description = field.description || undefined;
  const signUpField = baseSignUpField(field);
  if (isPreferenceField(field)) return <PreferenceFormField field={field} />;
  if (field.type === 'base' || signUpField) {
    if (!signUpField) return null;
    const label = baseLabel(field, t);
    if (signUpField === 'phoneNumber') return <PhoneField name="phoneNumber" label={label} description={description} required={field.isRequired} />;
    if (signUpField === 'bornDate')
      return <TextField name="bornDate" type="date" label={label} description={description} required={field.isRequired} autoComplete="bday" />;
    const autoComplete = { address: 'street-address', town: 'address-level2', postcode: 'postal-code', country: 'country-name' }[signUpField];
    return <TextField name={signUpField} label={label} description={description} required={field.isRequired} autoComplete={autoComplete} />;
  }
  if (!field.attributeId) return null;
  const name = `answers.${field.attributeId}`;
  const common = { name, label: field.label, description, required: field.isRequired };
  switch (field.valueType) {
    case 'text':
      return <TextField {...common} />;
    case 'text_multiline':
      return <TextareaField {...common} autosize minRows={3} />;
    case 'int':
      return <TextField {...common} inputMode="numeric" pattern="-?[0-9]*" />;
    case 'date':
      return <TextField {...common} type="date" />;
    case 'bool':
      return <CheckboxField name={name} label={field.label} description={description} />;
    case 'enum':
      return field.options.length <= 5 ? (
        <RadioField name={name} label={field.label} description={field.description} required={field.isRequired} options={field.options} />
      ) : (
        <SelectField {...common} data={field.options.map((o) => ({ value: o.id, label: o.option }))} searchable clearable={!field.isRequired} />
      );
    case 'enum_multiple':
      return <MultipleField name={name} field={field} />;
    default:
      return null;
  }
}
