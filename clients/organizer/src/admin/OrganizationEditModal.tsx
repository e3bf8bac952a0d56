import { ConfirmModal, FormError, SelectField, SubmitButton, TextField, toast, useFormSubmit } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Button, Fieldset, Group, Modal, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { type LicenseType, type StaffOrganizationFieldsFragment, type StaffOrganizationInput, type SupportType, UpdateStaffOrganizationDocument } from '../gql/graphql';
import { useAdminT } from './i18n/use-admin-t';

/** The feature switches of an organization, in the order the screen shows them. */
export const FLAGS = [
  'enableCampaigns',
  'enableGroupRegistrations',
  'enableShop',
  'enableVouchers',
  'enableBadges',
  'enableOperators',
  'enableParticipationsValidation',
  'enableWeezevent',
] as const;
type Flag = (typeof FLAGS)[number];

const LICENCES: LicenseType[] = ['NONE', 'LIGHT', 'CLUB', 'PRO', 'CORPORATE'];
const SUPPORTS: SupportType[] = ['STANDARD', 'PLUS', 'PREMIUM'];

export type OrganizationValues = {
  licenseType: LicenseType;
  supportType: SupportType;
  validUntil: string;
  enforce2fa: boolean;
} & Record<Flag, boolean>;

function valuesOf(organization: StaffOrganizationFieldsFragment): OrganizationValues {
  return {
    licenseType: organization.licenseType,
    supportType: organization.supportType,
    validUntil: organization.validUntil ?? '',
    enforce2fa: organization.enforce2fa,
    ...(Object.fromEntries(FLAGS.map((flag) => [flag, organization[flag]])) as Record<Flag, boolean>),
  };
}

/** Only what changed, so that the audit log names exactly that. */
function changesOf(before: OrganizationValues, values: OrganizationValues): StaffOrganizationInput {
  const input: StaffOrganizationInput = {};
  if (values.licenseType !== before.licenseType) input.licenseType = values.licenseType;
  if (values.supportType !== before.supportType) input.supportType = values.supportType;
  if (values.validUntil.trim() !== before.validUntil) input.validUntil = values.validUntil.trim() || null;
  if (values.enforce2fa !== before.enforce2fa) input.enforce2fa = values.enforce2fa;
  for (const flag of FLAGS) if (values[flag] !== before[flag]) input[flag] = values[flag];
  return input;
}

/** The super admin's dialog: licence, support, end date, feature switches and enforce2fa, saved after a confirmation. */
export function OrganizationEditModal({ organization, onClose }: { organization: StaffOrganizationFieldsFragment; onClose: () => void }) {
  const { t } = useAdminT();
  const [update] = useMutation(UpdateStaffOrganizationDocument);
  const initial = valuesOf(organization);
  const [pending, setPending] = useState<{ values: OrganizationValues; helpers: FormikHelpers<OrganizationValues> } | null>(null);
  const name = { name: organization.name, interpolation: { escapeValue: false } };
  const { onSubmit, formError } = useFormSubmit(
    async (values: OrganizationValues) => (await update({ variables: { id: organization.id, input: changesOf(initial, values) } })).data?.updateStaffOrganization ?? null,
    () => {
      toast.success(t('edit.saved', name));
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title={t('edit.title', name)} centered size="lg">
      <Formik<OrganizationValues>
        initialValues={initial}
        onSubmit={(values, helpers) => {
          if (Object.keys(changesOf(initial, values)).length === 0) {
            toast.success(t('edit.unchanged'));
            onClose();
            return;
          }
          setPending({ values, helpers });
        }}
      >
        {({ values, setFieldValue }) => (
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <SelectField
                  name="licenseType"
                  label={t('edit.licence')}
                  data={LICENCES.map((licence) => ({ value: licence, label: t(`licence.${licence}`) }))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  data-autofocus
                />
                <SelectField
                  name="supportType"
                  label={t('edit.support')}
                  data={SUPPORTS.map((support) => ({ value: support, label: t(`support.${support}`) }))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
                <TextField name="validUntil" type="date" label={t('edit.validUntil')} description={t('edit.validUntilHint')} />
              </SimpleGrid>
              <Fieldset legend={t('edit.flags')} variant="unstyled">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                  {FLAGS.map((flag) => (
                    <Switch
                      key={flag}
                      id={flag}
                      name={flag}
                      label={t(`flag.${flag}`)}
                      checked={values[flag]}
                      onChange={(event) => void setFieldValue(flag, event.currentTarget.checked)}
                    />
                  ))}
                </SimpleGrid>
              </Fieldset>
              <Fieldset legend={t('edit.security')} variant="unstyled">
                <Switch
                  mt="xs"
                  id="enforce2fa"
                  name="enforce2fa"
                  label={t('flag.enforce2fa')}
                  description={t('edit.enforce2faHint')}
                  checked={values.enforce2fa}
                  onChange={(event) => void setFieldValue('enforce2fa', event.currentTarget.checked)}
                />
              </Fieldset>
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
      <ConfirmModal
        opened={pending !== null}
        title={t('edit.confirmTitle')}
        text={t('edit.confirmText', name)}
        confirmLabel={t('edit.confirm')}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (pending) await onSubmit(pending.values, pending.helpers);
        }}
      />
    </Modal>
  );
}
