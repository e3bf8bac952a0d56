import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutationAction } from '../apollo/use-mutation-action';
import { useSessionUser } from '../session/session-store';
import { useSwitchOrganization } from '../session/use-session';

/** Shows the active organization; a user of several organizations switches here. */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const switchOrganization = useSwitchOrganization();
  const run = useMutationAction();
  const [busy, setBusy] = useState(false);
  const active = user?.activeOrganization;
  if (!user || !active) return null;
  if (user.availableOrganizations.length < 2) {
    return (
      <Text fw={600} truncate="end" maw={240} aria-label={t('layout.organization')}>
        {active.name}
      </Text>
    );
  }
  return (
    <Select
      aria-label={t('layout.organization')}
      size="xs"
      w={{ base: '100%', xs: 220 }}
      allowDeselect={false}
      disabled={busy}
      value={active.id}
      data={user.availableOrganizations.map((org) => ({ value: org.id, label: org.staffVisit ? t('layout.staffVisitTag', { name: org.name, interpolation: { escapeValue: false } }) : org.name }))}
      onChange={async (organizationId) => {
        if (!organizationId || organizationId === active.id) return;
        setBusy(true);
        await run(() => switchOrganization(organizationId), {
          success: (updated) => t('layout.organizationSwitched', { name: updated.activeOrganization?.name ?? '' }),
        });
        setBusy(false);
      }}
    />
  );
}
