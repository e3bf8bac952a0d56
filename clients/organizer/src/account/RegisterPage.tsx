import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { registerSchema, requireFields } from '@benevo/schema';
import { FormError, PasswordField, SubmitButton, TextField, useFormSubmit } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { IconMailCheck } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegisterDocument } from '../gql/graphql';
import { AccountCard } from './AccountCard';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
  organizationName: string;
}

// The server names the organization after the e-mail when none is given; this form asks for one.
const registerFormSchema = requireFields(registerSchema, ['organizationName']);

const initialValues: RegisterValues = { username: '', email: '', password: '', passwordConfirm: '', organizationName: '' };

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const [register] = useMutation(RegisterDocument);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { onSubmit, formError } = useFormSubmit(
    (values: RegisterValues) =>
      register({
        variables: {
          input: {
            // An empty username means "use my e-mail" (the server's default).
            username: values.username.trim() || null,
            email: values.email.trim(),
            password: values.password,
            passwordConfirm: values.passwordConfirm,
            organizationName: values.organizationName.trim(),
            language: i18n.language,
          },
        },
      }),
    (_result, values) => setRegisteredEmail(values.email.trim()),
  );

  if (registeredEmail) {
    return (
      <AccountCard title={t('account.registeredTitle')}>
        <Alert color="teal" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {t('account.registeredText', { email: registeredEmail })}
        </Alert>
        <Anchor component={Link} to="/account/login">
          {t('account.loginLink')}
        </Anchor>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('account.registerTitle')}>
      <Formik<RegisterValues> initialValues={initialValues} validationSchema={registerFormSchema} onSubmit={onSubmit}>
        <Form noValidate>
          <Stack gap="sm">
            <FormError message={formError} />
            <TextField name="organizationName" label={t('account.organizationName')} autoComplete="organization" required />
            <TextField name="email" type="email" label={t('account.email')} autoComplete="email" required />
            <TextField
              name="username"
              label={t('account.username')}
              description={t('account.usernameHint')}
              autoComplete="username"
            />
            <PasswordField name="password" label={t('account.password')} autoComplete="new-password" required />
            <PasswordField
              name="passwordConfirm"
              label={t('account.passwordConfirm')}
              autoComplete="new-password"
              required
            />
            <SubmitButton fullWidth>{t('account.submitRegister')}</SubmitButton>
          </Stack>
        </Form>
      </Formik>
      <Text size="sm">
        {t('account.alreadyRegistered')}{' '}
        <Anchor component={Link} to="/account/login">
          {t('account.loginLink')}
        </Anchor>
      </Text>
    </AccountCard>
  );
}
