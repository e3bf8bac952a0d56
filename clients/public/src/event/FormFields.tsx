import type { RegistrationField } from '@benevo/schema';
import { CheckboxField, SelectField, TextareaField, TextField } from '@benevo/ui';
import { Checkbox, Radio, Stack } from '@mantine/core';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField, useFieldError } from '../registration-fields';
import { baseSignUpField } from './form-definition';

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

/** One field of the event's form, by kind: base attribute or custom attribute of any value type. */
export function RegistrationFormField({ field }: { field: RegistrationField }): ReactNode {
  const { t } = useTranslation();
  const description = field.description || undefined;
  const signUpField = baseSignUpField(field);
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
