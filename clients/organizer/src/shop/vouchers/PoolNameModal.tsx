import { FormError, SubmitButton, TextField, toast, useFormSubmit } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { Form, Formik } from 'formik';
import { CreateShopVoucherPoolDocument, RenameShopVoucherPoolDocument, type ShopVoucherPoolFragment } from '../../gql/graphql';
import { useShopT } from '../i18n/use-shop-t';

/** Creates a voucher pool (pool null) or renames one; the name is unique in the organization (the server says so on the field). */
export function PoolNameModal({ pool, onClose, onCreated }: { pool: ShopVoucherPoolFragment | null; onClose: () => void; onCreated: (pool: ShopVoucherPoolFragment) => void }) {
  const { t } = useShopT();
  const [create] = useMutation(CreateShopVoucherPoolDocument, { refetchQueries: ['ShopVoucherPools'], awaitRefetchQueries: true });
  const [rename] = useMutation(RenameShopVoucherPoolDocument);
  const { onSubmit, formError } = useFormSubmit(
    async ({ name }: { name: string }) => {
      if (pool) return (await rename({ variables: { id: pool.id, name: name.trim() } })).data?.renameVoucherPool;
      return (await create({ variables: { name: name.trim() } })).data?.createVoucherPool;
    },
    (saved) => {
      if (saved) {
        toast.success(t(pool ? 'pools.renamed' : 'pools.created', { name: saved.name, interpolation: { escapeValue: false } }));
        if (!pool) onCreated(saved);
      }
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title={pool ? t('pools.renameTitle') : t('pools.newTitle')} centered>
      <Formik initialValues={{ name: pool?.name ?? '' }} validate={({ name }) => (name.trim() ? {} : { name: 'validation.required' })} onSubmit={onSubmit}>
        <Form noValidate>
          <Stack gap="sm">
            <FormError message={formError} />
            <TextField name="name" label={t('pools.name')} description={t('pools.nameHint')} required maxLength={200} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <SubmitButton>{pool ? t('pools.rename') : t('pools.create')}</SubmitButton>
            </Group>
          </Stack>
        </Form>
      </Formik>
    </Modal>
  );
}
