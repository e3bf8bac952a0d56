import { useApolloClient } from '@apollo/client/react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { managerLoginSchema } from '@benevo/schema';
import { FormError, PasswordField, SubmitButton, TextField, useFormSubmit } from '@benevo/ui';
import { IconClockExclamation } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ManagerLoginDocument } from '../../gql/graphql';
import { managerSession } from '../session/manager-session';
import { type LoginState, MANAGER_HOME } from '../session/RequireManager';

interface ManagerLoginValues {
  email: string;
  password: string;
  organizationId: string;
}

/**
 * /manager/login: e-mail, password and the organization's number. A wrong combination shows the
 * server's one message (it never says which of the three was wrong); a success keeps the session here.
 */
export default function ManagerLoginPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const expired = (location.state as LoginState | null)?.expired === true;
  const { onSubmit, formError } = useFormSubmit(
    async (values: ManagerLoginValues) => {
      const { data } = await client.mutate({
        mutation: ManagerLoginDocument,
        variables: { email: values.email.trim(), password: values.password, organizationId: values.organizationId.trim() },
      });
      if (!data) throw new Error('managerLogin without data');
      return data.managerLogin;
    },
    (session) => {
      managerSession.write({
        token: session.token,
        expiresAt: session.expiresAt,
        email: session.email,
        organizationName: session.organizationName,
        events: session.events,
      });
      void client.clearStore();
      void navigate(MANAGER_HOME, { replace: true });
    },
  );
  if (managerSession.read()) return <Navigate to={MANAGER_HOME} replace />;
  return (
    <Paper withBorder shadow="sm" p="lg" maw={440} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('manager.loginTitle')}
        </Title>
        <Text size="sm">{t('manager.loginIntro')}</Text>
        {expired && !formError && (
          <Alert color="yellow" icon={<IconClockExclamation size={18} aria-hidden />} role="status">
            {t('manager.sessionExpired')}
          </Alert>
        )}
        <Formik<ManagerLoginValues>
          initialValues={{ email: '', password: '', organizationId: '' }}
          validationSchema={managerLoginSchema}
          onSubmit={onSubmit}
        >
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
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
