import { Alert, Anchor, Loader, Group, Text } from '@mantine/core';
import { describeApiError } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { VerifyRegistrationDocument } from '../gql/graphql';
import { AccountCard } from './AccountCard';
import { readSignedLink } from './link-params';

type Outcome = { status: 'pending' } | { status: 'verified' } | { status: 'failed'; message: string };

export default function VerifyUserPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = useMemo(() => readSignedLink(params), [params]);
  const [verify] = useMutation(VerifyRegistrationDocument);
  const [outcome, setOutcome] = useState<Outcome>(
    link ? { status: 'pending' } : { status: 'failed', message: t('account.invalidLink') },
  );
  // The link is single-use: React's development double effects must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!link || sent.current) return;
    sent.current = true;
    verify({ variables: { input: link } })
      .then(({ data }) =>
        setOutcome(data?.verifyRegistration ? { status: 'verified' } : { status: 'failed', message: t('account.verifyFailedText') }),
      )
      .catch((error: unknown) =>
        setOutcome({ status: 'failed', message: describeApiError(error).message ?? t('account.verifyFailedText') }),
      );
  }, [link, t, verify]);

  return (
    <AccountCard title={t('account.verifyTitle')}>
      {outcome.status === 'pending' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('account.verifying')}</Text>
        </Group>
      )}
      {outcome.status === 'verified' && (
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('account.verifiedText')}
        </Alert>
      )}
      {outcome.status === 'failed' && (
        <Alert color="red" icon={<IconCircleX size={18} aria-hidden />} role="alert">
          {outcome.message}
        </Alert>
      )}
      {outcome.status !== 'pending' && (
        <Anchor component={Link} to="/account/login">
          {t('account.loginLink')}
        </Anchor>
      )}
    </AccountCard>
  );
}
