import { CheckboxField, FormError, LogoField, NumberField, SelectField, SubmitButton, TextareaField, TextField, toast, useFormSubmit } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { Form, Formik, type FormikErrors } from 'formik';
import { CreateShopProductDocument, type ProductInput, type ShopProductFragment, ShopVoucherPoolsDocument, UpdateShopProductDocument } from '../../gql/graphql';
import { useShopT } from '../i18n/use-shop-t';

interface ProductValues {
  name: string;
  description: string;
  price: number | string | null;
  /** Empty: unlimited. */
  stock: number | string | null;
  onSale: boolean;
  /** '' : not a voucher product. */
  voucherPoolId: string;
  /** The image shown (its URL, or the data URL just chosen); LogoField's names. */
  logo: string | null;
  logoBase64?: string;
}

function initialValues(product: ShopProductFragment | null): ProductValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price ?? null,
    stock: product?.stock ?? null,
    onSale: product?.onSale ?? true,
    voucherPoolId: product?.voucherPoolId ?? '',
    logo: product?.image ?? null,
  };
}

/** The checks the server makes too, said before the round trip (catalogue keys, rendered by the fields). */
function validate(values: ProductValues): FormikErrors<ProductValues> {
  const errors: FormikErrors<ProductValues> = {};
  if (!values.name.trim()) errors.name = 'validation.required';
  if (values.price === null || values.price === '') errors.price = 'validation.required';
  else if (typeof values.price !== 'number' || values.price < 0) errors.price = 'validation.outOfRange';
  if (values.stock !== null && values.stock !== '' && (typeof values.stock !== 'number' || values.stock < 0 || !Number.isInteger(values.stock))) {
    errors.stock = 'validation.outOfRange';
  }
  return errors;
}

function toInput(values: ProductValues): ProductInput {
  return {
    name: values.name.trim(),
    description: values.description,
    price: Number(values.price),
    stock: values.stock === null || values.stock === '' ? null : Number(values.stock),
    onSale: values.onSale,
    voucherPoolId: values.voucherPoolId || null,
    // Only a change goes to the server: a new data URL, or '' to remove the image.
    ...(values.logoBase64 !== undefined ? { base64Image: values.logoBase64 } : {}),
  };
}

/** Creates a product (product null) or edits one: name, description, price, image, on sale, stock and voucher pool. */
export function ProductEditorModal({ opened, product, onClose, vouchers }: { opened: boolean; product: ShopProductFragment | null; onClose: () => void; vouchers: boolean }) {
  const { t } = useShopT();
  // Voucher products need the vouchers feature; without it there is no pool to choose.
  const { data: poolsData } = useQuery(ShopVoucherPoolsDocument, { skip: !opened || !vouchers });
  // A new product joins the list (and its counts) through a reload.
  const [create] = useMutation(CreateShopProductDocument, { refetchQueries: ['ShopProducts'] });
  const [update] = useMutation(UpdateShopProductDocument);
  const { onSubmit, formError } = useFormSubmit(
    async (values: ProductValues) => {
      const input = toInput(values);
      if (product) return (await update({ variables: { id: product.id, input } })).data?.updateProduct;
      return (await create({ variables: { input } })).data?.createProduct;
    },
    (saved) => {
      if (saved) toast.success(t(product ? 'editor.saved' : 'editor.created', { name: saved.name, interpolation: { escapeValue: false } }));
      onClose();
    },
  );
  const pools = poolsData?.voucherPools ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title={product ? t('editor.editTitle', { name: product.name, interpolation: { escapeValue: false } }) : t('editor.newTitle')} size="lg" centered>
      <Formik<ProductValues> initialValues={initialValues(product)} validate={validate} onSubmit={onSubmit}>
        <Form noValidate>
          <Stack gap="sm">
            <FormError message={formError} />
            <TextField name="name" label={t('editor.name')} required maxLength={200} data-autofocus />
            <TextareaField name="description" label={t('editor.description')} autosize minRows={3} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberField name="price" label={t('editor.price')} required min={0} allowNegative={false} decimalScale={2} />
              <NumberField name="stock" label={t('editor.stock')} description={t('editor.stockHint')} min={0} allowNegative={false} allowDecimal={false} />
            </SimpleGrid>
            <LogoField label={t('editor.image')} previewAlt={t('editor.imagePreview')} removeLabel={t('editor.removeImage')} />
            <CheckboxField name="onSale" label={t('editor.onSale')} description={t('editor.onSaleHint')} />
            {vouchers && (
              <SelectField
                name="voucherPoolId"
                label={t('editor.voucherPool')}
                description={t('editor.voucherPoolHint')}
                data={[{ value: '', label: t('editor.noVoucherPool') }, ...pools.map((pool) => ({ value: pool.id, label: t('editor.poolOption', { name: pool.name, count: pool.nbAvailable }) }))]}
                allowDeselect={false}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <SubmitButton>{product ? t('editor.save') : t('editor.create')}</SubmitButton>
            </Group>
          </Stack>
        </Form>
      </Formik>
    </Modal>
  );
}
