import { FormError, NumberField, PageLoader, QueryError, SelectField, SubmitButton, toast, useFormSubmit } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Form, Formik, type FormikErrors, useFormikContext } from 'formik';
import { type ScanConfigFieldsFragment, type ScanConfigInput, ScanConfigChoicesDocument, ScanConfigDocument, ScanEventTagsDocument, UpdateScanConfigDocument } from '../../gql/graphql';
import { useScanT } from '../i18n/use-scan-t';
import { type ScanEvent, ScanEventLayout } from '../ScanEventLayout';
import { SwitchField } from '../SwitchField';
import { type ScanItemValues, ScanItemsEditor } from './ScanItemsEditor';

interface ConfigValues {
  checkIn: boolean;
  orderDelivery: boolean;
  voucherRedeem: boolean;
  tshirt: boolean;
  tshirtAttributeId: string | null;
  lateAfterMinutes: number | string | null;
  items: ScanItemValues[];
}

/** The longest lateness delay the server accepts: a day. */
const MAX_LATE_MINUTES = 1440;

function initialValues(config: ScanConfigFieldsFragment): ConfigValues {
  return {
    checkIn: config.checkIn,
    orderDelivery: config.orderDelivery,
    voucherRedeem: config.voucherRedeem,
    tshirt: config.tshirt,
    tshirtAttributeId: config.tshirtAttributeId,
    lateAfterMinutes: config.lateAfterMinutes,
    items: config.items.map((item) => ({ kind: item.kind, refId: item.refId, name: item.name, tagIds: item.tagIds })),
  };
}

/** The checks the server makes too, said before the round trip (catalogue keys, rendered by the fields). */
function validate(values: ConfigValues): FormikErrors<ConfigValues> {
  const errors: FormikErrors<ConfigValues> = {};
  const late = values.lateAfterMinutes;
  if (late === null || late === '') errors.lateAfterMinutes = 'validation.required';
  else if (typeof late !== 'number' || !Number.isInteger(late) || late < 0 || late > MAX_LATE_MINUTES) errors.lateAfterMinutes = 'validation.outOfRange';
  if (values.tshirt && !values.tshirtAttributeId) errors.tshirtAttributeId = 'validation.required';
  return errors;
}

function toInput(values: ConfigValues): ScanConfigInput {
  return {
    checkIn: values.checkIn,
    orderDelivery: values.orderDelivery,
    voucherRedeem: values.voucherRedeem,
    tshirt: values.tshirt,
    // Without the t-shirt option the size field is kept, so turning it back on finds it again.
    tshirtAttributeId: values.tshirtAttributeId,
    lateAfterMinutes: Number(values.lateAfterMinutes),
    items: values.items.map((item) => ({ kind: item.kind, refId: item.refId, tagIds: item.tagIds })),
  };
}

/** The t-shirt size field: the enum attributes of the volunteers and of the event, usable once the option is on. */
function TshirtAttributeField({ eventId }: { eventId: string }) {
  const { t } = useScanT();
  const { values } = useFormikContext<ConfigValues>();
  const { data } = useQuery(ScanConfigChoicesDocument, { variables: { eventId } });
  const single = (attributes: ReadonlyArray<{ id: string; name: string; valueType: string }> | undefined) =>
    (attributes ?? []).filter((attribute) => attribute.valueType === 'enum').map((attribute) => ({ value: attribute.id, label: attribute.name }));
  const volunteer = single(data?.volunteerAttributes);
  const event = single(data?.eventAttributes);
  const groups = [
    ...(volunteer.length > 0 ? [{ group: t('config.volunteerAttribute'), items: volunteer }] : []),
    ...(event.length > 0 ? [{ group: t('config.eventAttribute'), items: event }] : []),
  ];
  return (
    <SelectField
      name="tshirtAttributeId"
      label={t('config.tshirtAttribute')}
      description={t('config.tshirtAttributeHint')}
      placeholder={t('config.tshirtAttributePlaceholder')}
      nothingFoundMessage={t('config.noEnumAttribute')}
      data={groups}
      disabled={!values.tshirt}
      required={values.tshirt}
      searchable
    />
  );
}

function EventScanConfig({ event }: { event: ScanEvent }) {
  const { t } = useScanT();
  const { data, loading, error, refetch } = useQuery(ScanConfigDocument, { variables: { eventId: event.id }, fetchPolicy: 'cache-and-network' });
  const { data: tagsData } = useQuery(ScanEventTagsDocument, { variables: { id: event.id } });
  const [update] = useMutation(UpdateScanConfigDocument);
  const { onSubmit, formError } = useFormSubmit(
    async (values: ConfigValues) => (await update({ variables: { eventId: event.id, input: toInput(values) } })).data?.updateScanConfig,
    (saved) => {
      if (saved) toast.success(t('config.saved'));
    },
  );

  if (!data) {
    if (loading) return <PageLoader />;
    return <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />;
  }
  const tags = (tagsData?.event.tags ?? []).map((tag) => ({ id: tag.id, label: tag.displayName }));

  return (
    <Formik<ConfigValues> initialValues={initialValues(data.scanConfig)} enableReinitialize validate={validate} onSubmit={onSubmit}>
      <Form noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('config.actions')}
              </Title>
              <SwitchField name="checkIn" label={t('config.checkIn')} description={t('config.checkInHint')} />
              <SwitchField name="orderDelivery" label={t('config.orderDelivery')} description={t('config.orderDeliveryHint')} />
              <SwitchField name="voucherRedeem" label={t('config.voucherRedeem')} description={t('config.voucherRedeemHint')} />
              <SwitchField name="tshirt" label={t('config.tshirt')} description={t('config.tshirtHint')} />
              <TshirtAttributeField eventId={event.id} />
              <NumberField
                name="lateAfterMinutes"
                label={t('config.lateAfter')}
                description={t('config.lateAfterHint')}
                required
                min={0}
                max={MAX_LATE_MINUTES}
                allowNegative={false}
                allowDecimal={false}
                maw={320}
              />
            </Stack>
          </Card>
          <Card withBorder padding="md">
            <ScanItemsEditor tags={tags} />
          </Card>
          <Group justify="flex-end">
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              {event.displayName}
            </Text>
            <SubmitButton>{t('common.save')}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Formik>
  );
}

/** /scan/config: what the event's scan stand does — its actions, the t-shirt size field, the lateness delay and the items handed out. */
export default function ScanConfigPage() {
  const { t } = useScanT();
  return (
    <ScanEventLayout title={t('config.title')} subtitle={t('config.subtitle')}>
      {(event) => <EventScanConfig key={event.id} event={event} />}
    </ScanEventLayout>
  );
}
