import { StatusPage } from '@benevo/ui';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** /o/:orgSlug: the organization's public events; the list comes with the public-site issue. */
export default function OrganizationPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconCalendarEvent size={56} aria-hidden />}
      title={t('public.organizationEmpty')}
      text={t('public.organizationEmptyText')}
    />
  );
}
