import { Button } from '@mantine/core';
import { StatusPage } from '@benevo/ui';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** /o/:orgSlug/e-cal/:eventUUID: an event's public sign-up page. */
export default function EventSignupPage() {
  const { t } = useTranslation();
  const { orgSlug = '' } = useParams();
  return (
    <StatusPage
      icon={<IconClipboardList size={56} aria-hidden />}
      title={t('public.eventEmpty')}
      text={t('public.eventEmptyText')}
      action={
        <Button component={Link} to={`/o/${orgSlug}`} variant="default">
          {t('public.backToOrganization')}
        </Button>
      }
    />
  );
}
