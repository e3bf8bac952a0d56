import { Button } from '@mantine/core';
import { PublicShell } from '@benevo/ui';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** The frame of an organization's public pages, its calendar one tap away. */
export function OrganizationShell() {
  const { t } = useTranslation();
  const { orgSlug = '' } = useParams();
  return (
    <PublicShell
      homePath={`/o/${orgSlug}`}
      actions={
        <Button
          component={Link}
          to={`/o/${orgSlug}/calendar`}
          variant="subtle"
          size="xs"
          leftSection={<IconCalendar size={16} aria-hidden />}
        >
          {t('public.calendar')}
        </Button>
      }
    />
  );
}
