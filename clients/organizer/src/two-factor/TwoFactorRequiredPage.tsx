import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { loginUrl, safeRedirect, useSessionUser } from '@benevo/ui';
import { IconArrowRight, IconCircleCheck, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTwoFactorT } from './i18n/use-two-factor-t';
import { TwoFactorDevices } from './TwoFactorDevices';

/**
 * /account/two-factor: where a member of an organization that enforces two-factor authentication lands
 * after the password while they have no method (a restricted session: the server refuses everything
 * else). The same setup as the profile's; once a method is confirmed, on to the dashboard.
 */
export default function TwoFactorRequiredPage() {
  const { t } = useTwoFactorT();
  const user = useSessionUser();
  const location = useLocation();
  const [params] = useSearchParams();
  if (!user) return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;

  const done = !user.otpSetupRequired && Boolean(user.dfaId);
  const target = safeRedirect(params.get('redirect'), '/dashboard');
  const organization = user.activeOrganization?.name;
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'lg' }} radius="md" maw={720} mx="auto" mt="xl">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={30} aria-hidden color="var(--mantine-primary-color-filled)" style={{ flexShrink: 0 }} />
          <Title order={1} size="h2">
            {t('required.title')}
          </Title>
        </Group>
        {done ? (
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {t('required.done')}
          </Alert>
        ) : (
          <Text>{organization ? t('required.why', { organization, interpolation: { escapeValue: false } }) : t('required.whyNoName')}</Text>
        )}
        <TwoFactorDevices restricted />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/account/logout" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconLogout size={14} aria-hidden />
              {t('required.logout')}
            </Group>
          </Anchor>
          {done && (
            <Button component={Link} to={target} replace rightSection={<IconArrowRight size={16} aria-hidden />}>
              {target === '/dashboard' ? t('required.continue') : t('required.continueRedirect')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
