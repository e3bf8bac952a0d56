import { useMutation } from '@apollo/client/react';
import { SUPPORT_CONTACT_CATEGORIES, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH, supportContactSchema, type SupportContactCategory } from '@benevo/schema';
import { FormError, SelectField, SubmitButton, TextareaField, TextField, toast, useFormSubmit, useSessionUser } from '@benevo/ui';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLifebuoy } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContactSupportDocument } from '../gql/graphql';
import { useInfosT } from './i18n/use-infos-t';

export interface ContactValues {
  category: SupportContactCategory | null;
  subject: string;
  message: string;
  replyTo: string;
}

/**
 * /infos/contact — a message to the platform's support team (the server mails SUPPORT_EMAIL, Reply-To
 * the address given here, the user's own by default).
 */
export default function ContactPage() {
  const { t } = useInfosT();
  const user = useSessionUser();
  const [contactSupport] = useMutation(ContactSupportDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { onSubmit, formError } = useFormSubmit(
    async (values: ContactValues) => {
      const input = { category: values.category ?? '', subject: values.subject.trim(), message: values.message.trim(), replyTo: values.replyTo.trim() };
      await contactSupport({ variables: { input } });
      return input.replyTo;
    },
    (replyTo) => {
      toast.success(t('contact.sent'));
      setSentTo(replyTo);
    },
  );

  return (
    <Paper withBorder p="lg" maw={680}>
      <Title order={1} size="h2" mb="xs">
        {t('contact.title')}
      </Title>
      <Text mb="md">{t('contact.intro')}</Text>
      {sentTo ? (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} title={t('contact.sentTitle')} role="status">
            {t('contact.sentText', { email: sentTo })}
          </Alert>
          <Group>
            <Button variant="default" onClick={() => setSentTo(null)}>
              {t('contact.another')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Formik<ContactValues>
          initialValues={{ category: 'question', subject: '', message: '', replyTo: user?.email ?? '' }}
          validationSchema={supportContactSchema}
          onSubmit={onSubmit}
        >
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              <SelectField
                name="category"
                label={t('contact.category')}
                data={SUPPORT_CONTACT_CATEGORIES.map((category) => ({ value: category, label: t(`contact.categories.${category}`) }))}
                allowDeselect={false}
                required
              />
              <TextField name="subject" label={t('contact.subject')} required maxLength={SUPPORT_SUBJECT_MAX_LENGTH} />
              <TextareaField
                name="message"
                label={t('contact.message')}
                description={t('contact.messageHint')}
                required
                autosize
                minRows={6}
                maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
              />
              <TextField name="replyTo" type="email" label={t('contact.replyTo')} description={t('contact.replyToHint')} autoComplete="email" required />
              <Group justify="space-between">
                <Button component={Link} to="/infos/support" variant="subtle" leftSection={<IconLifebuoy size={18} aria-hidden />}>
                  {t('contact.support')}
                </Button>
                <SubmitButton>{t('contact.send')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        </Formik>
      )}
    </Paper>
  );
}
