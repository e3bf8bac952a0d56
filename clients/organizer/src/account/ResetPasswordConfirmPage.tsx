import { Alert, Anchor, Stack } from '@mantine/core';
import { resetPasswordSchema } from '@benevo/schema';
import { FormError, PasswordField, SubmitButton, useFormSubmit } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { IconCircleCheck } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordDocument } from '../gql/graphql';
import { AccountCard } from './AccountCard';
import { readSignedLink, type SignedLink } from './link-params';

interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

function NewPasswordForm({ link, onDone }: { link: SignedLink; onDone: () => void }) {
  const { t } = useTranslation();
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const { onSubmit, formError } = useFormSubmit(
    (values: NewPasswordValues) => resetPassword({ variables: { input: { ...link, ...values } } }),
    onDone,
  );
  return (
    <Formik<NewPasswordValues>
      initialValues={{ password: '', passwordConfirm: '' }}
      validationSchema={resetPasswordSchema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <Stack gap="sm">
          <FormError message={formError} />
          <PasswordField name="password" label={t('account.newPassword')} autoComplete="new-password" required />
          <PasswordField name="passwordConfirm" label={t('account.passwordConfirm')} autoComplete="new-password" required />
          <SubmitButton fullWidth>{t('account.submitResetConfirm')}</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}

export default function ResetPasswordConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = useMemo(() => readSignedLink(params), [params]);
  const [done, setDone] = useState(false);

  return (
    <AccountCard title={t('account.resetConfirmTitle')}>
      {done && (
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('account.resetDone')}
        </Alert>
      )}
      {!done && !link && <FormError message={t('account.invalidLink')} />}
      {!done && link && <NewPasswordForm link={link} onDone={() => setDone(true)} />}
      <Anchor component={Link} to="/account/login" size="sm">
        {t('account.loginLink')}
      </Anchor>
    </AccountCard>
  );
}
