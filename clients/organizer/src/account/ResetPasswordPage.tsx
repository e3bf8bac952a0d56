import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { resetPasswordRequestSchema } from '@benevo/schema';
import { FormError, SubmitButton, TextField, useFormSubmit } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { IconMailForward } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SendResetPasswordLinkDocument } from '../gql/graphql';
import { AccountCard } from './AccountCard';

interface ResetValues {
  login: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [sendLink] = useMutation(SendResetPasswordLinkDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { onSubmit, formError } = useFormSubmit(
    (values: ResetValues) => sendLink({ variables: { login: values.login.trim() } }),
    // Whether the account exists is never revealed: the answer is the same for everyone.
    (_result, values) => setSentTo(values.login.trim()),
  );

  return (
    <AccountCard title={t('account.resetTitle')}>
      {sentTo ? (
        <Alert color="teal" icon={<IconMailForward size={18} aria-hidden />} role="status">
          {t('account.resetSent', { login: sentTo })}
        </Alert>
      ) : (
        <>
          <Text size="sm">{t('account.resetIntro')}</Text>
          <Formik<ResetValues> initialValues={{ login: '' }} validationSchema={resetPasswordRequestSchema} onSubmit={onSubmit}>
            <Form noValidate>
              <Stack gap="sm">
                <FormError message={formError} />
                <TextField name="login" label={t('account.login')} autoComplete="username" required />
                <SubmitButton fullWidth>{t('account.submitReset')}</SubmitButton>
              </Stack>
            </Form>
          </Formik>
        </>
      )}
      <Anchor component={Link} to="/account/login" size="sm">
        {t('account.loginLink')}
      </Anchor>
    </AccountCard>
  );
}
