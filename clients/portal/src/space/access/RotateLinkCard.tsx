import { useMutation } from '@apollo/client/react';
import { ConfirmModal, useMutationAction } from '@benevo/ui';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconShieldLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { RotatePortalTokenDocument } from '../../gql/graphql';

/** The same address with the personal token replaced (/portal/t/<old>/profile -> /portal/t/<new>/profile). */
export function withToken(pathname: string, oldToken: string, newToken: string): string {
  const prefix = `/portal/t/${encodeURIComponent(oldToken)}`;
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  return `/portal/t/${encodeURIComponent(newToken)}${rest}`;
}

/**
 * "I forwarded my link by mistake": a new personal link after a confirmation; the old one stops working
 * at once, the new one is mailed, and the page moves to it (replacing the old address in the history).
 */
export function RotateLinkCard({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const run = useMutationAction();
  const [rotate] = useMutation(RotatePortalTokenDocument);
  const [asking, setAsking] = useState(false);
  const headingId = useId();

  const confirm = () =>
    run(
      async () => {
        const { data } = await rotate({ variables: { token } });
        if (!data) throw new Error('no answer');
        return data.rotatePortalToken.token;
      },
      {
        success: t('portal.access.rotated'),
        onSuccess: (newToken) => navigate(`${withToken(location.pathname, token, newToken)}${location.search}`, { replace: true }),
      },
    );

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} size="h3" id={headingId}>
            {t('portal.access.rotateTitle')}
          </Title>
        </Group>
        <Text size="sm">{t('portal.access.rotateText')}</Text>
        <Group>
          <Button variant="light" color="orange" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setAsking(true)}>
            {t('portal.access.rotateButton')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking}
        title={t('portal.access.rotateConfirmTitle')}
        text={t('portal.access.rotateConfirmText')}
        confirmLabel={t('portal.access.rotateConfirm')}
        danger
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
