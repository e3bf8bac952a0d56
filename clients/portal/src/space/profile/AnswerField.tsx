import { messageFor, type AnswerValue } from '@benevo/schema';
import { SelectField, TextareaField, TextField } from '@benevo/ui';
import { Checkbox, Group, Stack } from '@mantine/core';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { MyProfileFieldsFragment } from '../../gql/graphql';

export type ProfileFieldDefinition = MyProfileFieldsFragment['fields'][number];

/** The error of a field once touched, in the interface language (catalogue keys) or as the server wrote it. */
function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { i18n } = useTranslation();
  return meta.touched && typeof meta.error === 'string' ? messageFor(i18n.language, meta.error) : undefined;
}

function MultipleChoice({ name, field }: { name: string; field: ProfileFieldDefinition }) {
  const [input, , helpers] = useField<AnswerValue | ''>(name);
  const error = useFieldError(name);
  const value = Array.isArray(input.value) ? input.value : [];
  return (
    <Checkbox.Group
      id={name}
      label={field.label}
      description={field.description || undefined}
      required={field.isRequired}
      value={value}
      onChange={(next) => {
        void helpers.setValue(next);
        void helpers.setTouched(true, false);
      }}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {field.options.map((option) => (
          <Checkbox key={option.id} value={option.id} label={option.option} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function YesNo({ name, field }: { name: string; field: ProfileFieldDefinition }) {
  const [input, , helpers] = useField<AnswerValue | ''>(name);
  const error = useFieldError(name);
  return (
    <Group>
      <Checkbox
        id={name}
        name={name}
        label={field.label}
        description={field.description || undefined}
        required={field.isRequired}
        checked={input.value === true}
        onChange={(event) => {
          void helpers.setValue(event.currentTarget.checked);
          void helpers.setTouched(true, false);
        }}
        error={error}
      />
    </Group>
  );
}

/**
 * One answer to a volunteer attribute of the organization, as the type asks: text, long text, whole
 * number, date, one choice, several choices, yes/no. The value is held as a form holds an answer
 * (@benevo/schema AnswerValue) and checked by the shared profile schema.
 */
export function AnswerField({ field }: { field: ProfileFieldDefinition }) {
  const { t } = useTranslation();
  const name = `answers.${field.attributeId}`;
  const common = { name, label: field.label, description: field.description || undefined, required: field.isRequired };
  switch (field.valueType) {
    case 'text_multiline':
      return <TextareaField {...common} autosize minRows={2} />;
    case 'int':
      return <TextField {...common} inputMode="numeric" />;
    case 'date':
      return <TextField {...common} type="date" />;
    case 'enum':
      return (
        <SelectField
          {...common}
          placeholder={t('portal.profile.choose')}
          data={field.options.map((option) => ({ value: option.id, label: option.option }))}
          clearable={!field.isRequired}
          allowDeselect={!field.isRequired}
        />
      );
    case 'enum_multiple':
      return <MultipleChoice name={name} field={field} />;
    case 'bool':
      return <YesNo name={name} field={field} />;
    default:
      return <TextField {...common} />;
  }
}
