import { FormError, SubmitButton, TextField, toast, useFormSubmit } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { Form, Formik } from 'formik';
import { CreateScanOperatorDocument, type ScanOperatorFragment, UpdateScanOperatorDocument } from '../../gql/graphql';
import { useScanT } from '../i18n/use-scan-t';
import { type TagOption, TagsField } from '../TagsField';

interface OperatorValues {
  name: string;
  tagIds: string[];
}

/**
 * Creates an operator of the event (operator null) or edits one: a name and the tags of the positions
 * they serve. A new operator's secret goes to `onCreated`, to be shown once.
 */
export function OperatorModal({
  eventId,
  operator,
  tags,
  onClose,
  onCreated,
}: {
  eventId: string;
  operator: ScanOperatorFragment | null;
  tags: TagOption[];
  onClose: () => void;
  onCreated: (name: string, secret: string) => void;
}) {
  const { t } = useScanT();
  const [create] = useMutation(CreateScanOperatorDocument, { refetchQueries: ['ScanOperators'] });
  const [update] = useMutation(UpdateScanOperatorDocument);
  const { onSubmit, formError } = useFormSubmit(
    async (values: OperatorValues) => {
      const input = { name: values.name.trim(), tagIds: values.tagIds };
      if (operator) {
        const updated = (await update({ variables: { id: operator.id, input } })).data?.updateOperator;
        return updated ? { name: updated.name, secret: null } : null;
      }
      const created = (await create({ variables: { eventId, input } })).data?.createOperator;
      return created ? { name: created.name, secret: created.loginSecret } : null;
    },
    (saved) => {
      onClose();
      if (!saved) return;
      toast.success(t(operator ? 'operatorForm.saved' : 'operatorForm.created', { name: saved.name, interpolation: { escapeValue: false } }));
      if (saved.secret) onCreated(saved.name, saved.secret);
    },
  );
  return (
    <Modal opened onClose={onClose} title={operator ? t('operatorForm.editTitle') : t('operatorForm.newTitle')} centered>
      <Formik<OperatorValues>
        initialValues={{ name: operator?.name ?? '', tagIds: operator?.tagIds ?? [] }}
        validate={({ name }) => (name.trim() ? {} : { name: 'validation.required' })}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <Stack gap="sm">
            <FormError message={formError} />
            <TextField name="name" label={t('operatorForm.name')} description={t('operatorForm.nameHint')} required maxLength={100} data-autofocus />
            <TagsField
              name="tagIds"
              label={t('operatorForm.tags')}
              description={t('operatorForm.tagsHint')}
              placeholder={t('operatorForm.tagsPlaceholder')}
              nothingFoundMessage={t('operatorForm.noTags')}
              tags={tags}
              unknownLabel={t('common.unknownTag')}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <SubmitButton>{operator ? t('common.save') : t('operatorForm.create')}</SubmitButton>
            </Group>
          </Stack>
        </Form>
      </Formik>
    </Modal>
  );
}
