import { ATTRIBUTE_VALUE_TYPES, CHOICE_VALUE_TYPES, attributeSchema, type AttributeValueTypeName } from '@benevo/schema';
import { CheckboxField, FormError, SelectField, SubmitButton, TextareaField, TextField, toast, useFormSubmit, validateWith } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { Form, Formik } from 'formik';
import {
  type AttributeInput,
  type AttributeValueType,
  CreateCustomAttributeDocument,
  type CustomAttributeFieldsFragment,
  UpdateCustomAttributeDocument,
} from '../gql/graphql';
import { useFormsT } from './i18n/use-forms-t';

interface AttributeValues {
  name: string;
  valueType: string | null;
  options: string;
  onRegistration: boolean;
}

function attributeInput(values: AttributeValues): AttributeInput {
  const choice = values.valueType !== null && CHOICE_VALUE_TYPES.includes(values.valueType as AttributeValueTypeName);
  return {
    name: values.name.trim(),
    valueType: (values.valueType ?? undefined) as AttributeValueType | undefined,
    options: choice ? values.options : null,
    onRegistration: values.onRegistration,
  };
}

interface AttributeModalProps {
  /** The attribute to edit; absent: a new one. */
  attribute?: CustomAttributeFieldsFragment | null;
  /** Creates a new attribute of a form's owner (an event or campaign field); absent: a volunteer field. */
  create?: (input: AttributeInput) => Promise<CustomAttributeFieldsFragment | undefined>;
  /** The title of a new attribute's modal (default: a new volunteer field). */
  title?: string;
  onClose: () => void;
  onSaved?: (attribute: CustomAttributeFieldsFragment) => void;
}

/** Creates or edits a custom field (spec 5: title and type required, options separated by semicolons). */
export function AttributeModal({ attribute, create: createOwn, title: newTitle, onClose, onSaved }: AttributeModalProps) {
  const { t } = useFormsT();
  const [create] = useMutation(CreateCustomAttributeDocument);
  const [update] = useMutation(UpdateCustomAttributeDocument);
  const save = async (values: AttributeValues) => {
    const input = attributeInput(values);
    if (attribute) return (await update({ variables: { id: attribute.id, input } })).data?.updateAttribute;
    if (createOwn) return createOwn(input);
    return (await create({ variables: { input: { ...input, eventId: null } } })).data?.createAttribute;
  };
  const { onSubmit, formError } = useFormSubmit(save, (saved) => {
    toast.success(t('attributes.saved'));
    if (saved) onSaved?.(saved);
    onClose();
  });
  const title = attribute ? t('attributes.editTitle') : (newTitle ?? t('attributes.newTitle'));
  return (
    <Modal opened onClose={onClose} title={title}>
      <Formik<AttributeValues>
        initialValues={{
          name: attribute?.name ?? '',
          valueType: attribute?.valueType ?? null,
          options: attribute?.options.map((option) => option.option).join('; ') ?? '',
          onRegistration: attribute?.onRegistration ?? true,
        }}
        validate={(values) => validateWith<AttributeValues>(attributeSchema, attributeInput(values))}
        onSubmit={onSubmit}
      >
        {({ values }) => (
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              <TextField name="name" label={t('attributes.name')} required data-autofocus />
              <SelectField
                name="valueType"
                label={t('attributes.valueType')}
                required
                allowDeselect={false}
                data={ATTRIBUTE_VALUE_TYPES.map((type) => ({ value: type, label: t(`valueTypes.${type}`) }))}
              />
              {values.valueType !== null && CHOICE_VALUE_TYPES.includes(values.valueType as AttributeValueTypeName) && (
                <TextareaField
                  name="options"
                  label={t('attributes.options')}
                  description={t('attributes.optionsHint')}
                  required
                  autosize
                  minRows={2}
                />
              )}
              <CheckboxField name="onRegistration" label={t('attributes.onRegistration')} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton>{t('common.save')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
