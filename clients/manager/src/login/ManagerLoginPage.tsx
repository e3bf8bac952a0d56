import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { managerLoginSchema } from '@benevo/schema';
import { PasswordField, SubmitButton, TextField } from '@benevo/ui';
import { IconInfoCircle } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ManagerLoginValues {
  email: string;
  password: string;
  organizationId: string;
}

/** /manager/login. The contract has no manager login yet: a valid form says so instead of failing. */
export default function ManagerLoginPage() {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  return (
    <Paper withBorder shadow="sm" p="lg" maw={440} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('manager.loginTitle')}
        </Title>
        <Text size="sm">{t('manager.loginIntro')}</Text>
        {submitted && (
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
            {t('manager.loginUnavailable')}
          </Alert>
        )}
        <Formik<ManagerLoginValues>
          initialValues={{ email: '', password: '', organizationId: '' }}
          validationSchema={managerLoginSchema}
          onSubmit={() => setSubmitted(true)}
        >
          <Form noValidate>
            <Stack gap="sm">
              <TextField name="email" type="email" label={t('manager.email')} autoComplete="username" required />
              <PasswordField name="password" label={t('manager.password')} autoComplete="current-password" required />
              <TextField
                name="organizationId"
                label={t('manager.organizationId')}
                description={t('manager.organizationIdHint')}
                inputMode="numeric"
                required
              />
              <SubmitButton fullWidth>{t('manager.submit')}</SubmitButton>
            </Stack>
          </Form>
        </Formik>
      </Stack>
    </Paper>
  );
}
