import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { toast } from '@benevo/ui';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ManagerLogoutDocument } from '../../gql/graphql';
import { managerSession } from '../session/manager-session';
import { MANAGER_LOGIN_PATH } from '../session/RequireManager';

/** Who is signed in, and the way out; never printed. */
export function ManagerBar() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const session = managerSession.read();
  const logout = async () => {
    setBusy(true);
    // The session ends on the server too; if that fails, it simply expires there.
    await client.mutate({ mutation: ManagerLogoutDocument }).catch(() => undefined);
    managerSession.clear();
    await client.clearStore();
    toast.success(t('manager.events.loggedOut'));
    void navigate(MANAGER_LOGIN_PATH, { replace: true });
  };
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-print-hide>
      <Text size="sm" c="dimmed" truncate="end">
        {session ? t('manager.events.signedInAs', { email: session.email, organization: session.organizationName }) : null}
      </Text>
      <Button variant="default" size="xs" leftSection={<IconLogout size={16} aria-hidden />} loading={busy} onClick={() => void logout()} style={{ flexShrink: 0 }}>
        {t('manager.events.logout')}
      </Button>
    </Group>
  );
}
