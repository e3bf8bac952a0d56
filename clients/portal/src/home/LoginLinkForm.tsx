import { useMutation } from '@apollo/client/react';
import { contactSchema } from '@benevo/schema';
import { FormError, SubmitButton, TextField, useFormSubmit, validateWith } from '@benevo/ui';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as yup from 'yup';
import { RequestPortalLoginDocument } from '../gql/graphql';
import type { PortalOrganization } from './OrganizationPicker';

/** The e-mail rule of the product's forms (required, an address, 254 characters at most). */
const loginSchema = contactSchema.pick(['email']);
type LoginValues = yup.InferType<typeof loginSchema>;

/**
 * "Send me a link": the server answers the same whether the address is known or not, so the
 * confirmation is the same neutral text in every case.
 */
export function LoginLinkForm({ organization, autoFocus = false }: { organization: Pick<PortalOrganization, 'name' | 'slug'>; autoFocus?: boolean }) {
  const { t, i18n } = useTranslation();
  const [request] = useMutation(RequestPortalLoginDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useCallback(
    (values: LoginValues) => request({ variables: { organization: organization.slug, email: values.email.trim(), language: i18n.language } }),
    [request, organization.slug, i18n.language],
  );
  const { onSubmit, formError } = useFormSubmit<LoginValues, unknown>(send, (_result, values) => setSentTo(values.email.trim()));

  if (sentTo !== null) {
    return (
      <Stack gap="sm">
        <Alert color="teal" icon={<IconMailCheck size={20} aria-hidden />} title={t('portal.access.sentTitle')} role="status">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('portal.access.sentText', { organization: organization.name, email: sentTo })}
          </Text>
        </Alert>
        <Group>
          <Button variant="default" onClick={() => setSentTo(null)}>
            {t('portal.access.sendAgain')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Formik<LoginValues> initialValues={{ email: '' }} validate={(values) => validateWith<LoginValues>(loginSchema, values)} onSubmit={onSubmit}>
      <Form noValidate>
        <Stack gap="sm">
          <TextField name="email" type="email" label={t('portal.access.email')} required autoComplete="email" inputMode="email" autoFocus={autoFocus} />
          <FormError message={formError} />
          <Group justify="flex-end">
            <SubmitButton fullWidth>{t('portal.access.send')}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Formik>
  );
}
