import { useMutation } from '@apollo/client/react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { resetPasswordSchema } from '@benevo/schema';
import { FormError, PasswordField, SubmitButton, toast, useFormSubmit } from '@benevo/ui';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SetManagerPasswordDocument } from '../../gql/graphql';
import { MANAGER_LOGIN_PATH } from '../session/RequireManager';

interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [setManagerPassword] = useMutation(SetManagerPasswordDocument);
  const { onSubmit, formError } = useFormSubmit(
    (values: NewPasswordValues) => setManagerPassword({ variables: { token, password: values.password } }),
    () => {
      toast.success(t('manager.setPassword.done'));
      void navigate(MANAGER_LOGIN_PATH, { replace: true });
    },
  );
  return (
    <Formik<NewPasswordValues> initialValues={{ password: '', passwordConfirm: '' }} validationSchema={resetPasswordSchema} onSubmit={onSubmit}>
      <Form noValidate>
        <Stack gap="sm">
          <FormError message={formError} />
          <PasswordField name="password" label={t('manager.setPassword.password')} autoComplete="new-password" required />
          <PasswordField name="passwordConfirm" label={t('manager.setPassword.confirm')} autoComplete="new-password" required />
          <SubmitButton fullWidth>{t('manager.setPassword.submit')}</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}

/** /manager/password?token=…: the invitation mail's link, where a new manager chooses a password. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return (
    <Paper withBorder shadow="sm" p="lg" maw={440} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('manager.setPassword.title')}
        </Title>
        <Text size="sm">{t('manager.setPassword.intro')}</Text>
        {token ? <NewPasswordForm token={token} /> : <FormError message={t('manager.setPassword.invalidLink')} />}
        <Anchor component={Link} to={MANAGER_LOGIN_PATH} size="sm">
          {t('manager.setPassword.toLogin')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
