import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useLogout } from '@benevo/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountCard } from './AccountCard';

export default function LogoutPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // useLogout never rejects: the local session is cleared whatever the server answers.
    void logout().then(() => setDone(true));
  }, [logout]);

  return (
    <AccountCard title={t('account.logoutTitle')}>
      {done ? (
        <>
          <Alert color="teal" role="status">
            {t('account.loggedOut')}
          </Alert>
          <Button component={Link} to="/account/login">
            {t('account.loginAgain')}
          </Button>
        </>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('account.loggingOut')}</Text>
        </Group>
      )}
    </AccountCard>
  );
}
