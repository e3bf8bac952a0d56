import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutationAction } from '../apollo/use-mutation-action';
import { useSessionUser } from '../session/session-store';
import { useSwitchOrganization } from '../session/use-session';

const RETURN_KEY = 'benevo.staffReturn';

/**
 * The staff switch (the super admin's organizations page) notes the organization the user leaves, so
 * that the way back leads there (this tab only; not a secret: an id the user could see anyway).
 */
export function rememberStaffReturn(organizationId: string): void {
  try {
    window.sessionStorage.setItem(RETURN_KEY, organizationId);
  } catch {
    // Storage refused (private mode): the way back goes to the first of the user's organizations.
  }
}

function staffReturn(): string | null {
  try {
    return window.sessionStorage.getItem(RETURN_KEY);
  } catch {
    return null;
  }
}

/**
 * Shown while a staff user works in an organization it is not a member of (the super admin's switch):
 * says so, and leads back to one of the user's own organizations.
 */
export function StaffVisitBanner() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const switchOrganization = useSwitchOrganization();
  const run = useMutationAction();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const active = user?.activeOrganization;
  if (!user || !active?.staffVisit) return null;
  const owns = user.availableOrganizations.filter((organization) => !organization.staffVisit && organization.id !== active.id);
  const own = owns.find((organization) => organization.id === staffReturn()) ?? owns[0];
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconLifebuoy size={20} aria-hidden />}
      title={t('layout.staffVisit', { name: active.name, interpolation: { escapeValue: false } })}
      role="status"
    >
      <Text size="sm" mb="xs">
        {t('layout.staffVisitText')}
      </Text>
      <Group gap="sm">
        {own && (
          <Button
            size="xs"
            variant="default"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              const outcome = await run(() => switchOrganization(own.id), {
                success: (updated) => t('layout.organizationSwitched', { name: updated.activeOrganization?.name ?? '' }),
              });
              setBusy(false);
              if (outcome.ok) void navigate('/dashboard');
            }}
          >
            {t('layout.staffVisitBack', { name: own.name, interpolation: { escapeValue: false } })}
          </Button>
        )}
        <Anchor component={Link} to="/admin/organizations" size="sm">
          {t('layout.staffVisitList')}
        </Anchor>
      </Group>
    </Alert>
  );
}
