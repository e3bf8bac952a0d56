import { Box, Button } from '@mantine/core';
import { PublicShell } from '@benevo/ui';
import { IconCalendar, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** The frame of an organization's public pages, its calendar and contact page one tap away (icons only on a phone's narrow header). */
export function OrganizationShell() {
  const { t } = useTranslation();
  const { orgSlug = '' } = useParams();
  return (
    <PublicShell
      homePath={`/o/${orgSlug}`}
      actions={
        <>
        <Button
          component={Link}
          to={`/o/${orgSlug}/calendar`}
          variant="subtle"
          size="xs"
          px="xs"
          aria-label={t('public.calendar')}
          title={t('public.calendar')}
        >
          <IconCalendar size={18} aria-hidden />
          <Box component="span" ml={6} visibleFrom="xs">
            {t('public.calendar')}
          </Box>
        </Button>
        <Button
          component={Link}
          to={`/o/${orgSlug}/contact`}
          variant="subtle"
          size="xs"
          px="xs"
          aria-label={t('public.contact.link')}
          title={t('public.contact.link')}
        >
          <IconMail size={18} aria-hidden />
          <Box component="span" ml={6} visibleFrom="sm">
            {t('public.contact.link')}
          </Box>
        </Button>
        </>
      }
    />
  );
}
