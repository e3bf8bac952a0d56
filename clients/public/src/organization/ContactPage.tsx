import { useMutation, useQuery } from '@apollo/client/react';
import { FormError, PageLoader, QueryError, SubmitButton, TextareaField, TextField, toast, useFormSubmit, validateWith } from '@benevo/ui';
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPhone } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import * as yup from 'yup';
import { ContactOrganizationDocument, PublicOrganizationDocument } from '../gql/graphql';
import { OrganizationHeader } from './OrganizationHeader';

const contactSchema = yup.object({
  name: yup.string().trim().required('validation.required'),
  email: yup.string().trim().required('validation.required').email('validation.email'),
  subject: yup.string().trim(),
  message: yup.string().trim().required('validation.required'),
});

type ContactValues = yup.InferType<typeof contactSchema>;

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** /o/:orgSlug/contact: a message to the organization (sent by mail; the server limits attempts). */
export default function ContactPage() {
  const { t } = useTranslation();
  const { orgSlug = '' } = useParams();
  const organization = useQuery(PublicOrganizationDocument, { variables: { slug: orgSlug } });
  const [contact] = useMutation(ContactOrganizationDocument);
  const [sent, setSent] = useState(false);

  const send = useCallback(
    (values: ContactValues) =>
      contact({
        variables: {
          input: {
            organizationSlug: orgSlug,
            name: values.name.trim(),
            email: values.email.trim(),
            subject: values.subject?.trim() || null,
            message: values.message.trim(),
          },
        },
      }),
    [contact, orgSlug],
  );
  const { onSubmit, formError } = useFormSubmit<ContactValues, unknown>(send, () => {
    setSent(true);
    toast.success(t('public.contact.sent'));
  });

  if (organization.error && !organization.data) {
    return (
      <QueryError
        error={organization.error}
        onRetry={() => void organization.refetch()}
        notFound={{ title: t('public.organizationNotFound'), text: t('public.organizationNotFoundText') }}
        fallback={t('errors.default')}
        mt="md"
      />
    );
  }
  if (!organization.data) return <PageLoader />;
  const org = organization.data.publicOrganization;

  return (
    <Stack gap="md" py="sm" maw={640}>
      <OrganizationHeader organization={org} title={t('public.contact.title')} />
      {org.contactPhone && (
        <Group gap="xs">
          <IconPhone size={18} aria-hidden />
          <Text>
            {t('public.contact.phone')}{' '}
            <Anchor href={`tel:${org.contactPhone.replace(/\s+/g, '')}`}>{org.contactPhone}</Anchor>
          </Text>
        </Group>
      )}
      {!org.hasContactEmail ? (
        <Alert color="gray" role="status">
          {t('public.contact.unavailable')}
        </Alert>
      ) : sent ? (
        <Card withBorder padding="lg">
          <Stack align="center" ta="center" gap="sm">
            <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
            <Text fw={600} role="status">
              {t('public.contact.sentText')}
            </Text>
            <Group>
              <Button variant="default" onClick={() => setSent(false)}>
                {t('public.contact.another')}
              </Button>
              <Button component={Link} to={`/o/${orgSlug}`}>
                {t('public.backToOrganization')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding="lg">
          <Formik<ContactValues>
            initialValues={EMPTY}
            validate={(values) => validateWith<ContactValues>(contactSchema, values)}
            onSubmit={onSubmit}
          >
            <Form noValidate>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('public.contact.intro', { name: org.name })}
                </Text>
                <TextField name="name" label={t('public.contact.name')} required autoComplete="name" />
                <TextField name="email" type="email" label={t('public.contact.email')} required autoComplete="email" />
                <TextField name="subject" label={t('public.contact.subject')} />
                <TextareaField name="message" label={t('public.contact.message')} required autosize minRows={5} />
                <FormError message={formError} />
                <Group justify="flex-end">
                  <SubmitButton>{t('public.contact.send')}</SubmitButton>
                </Group>
              </Stack>
            </Form>
          </Formik>
        </Card>
      )}
    </Stack>
  );
}
