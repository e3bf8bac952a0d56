import { StatusPage } from '@benevo/ui';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** /manager/:eventUUID/:secret and /:orgSlug/public_manager/:orgID: an event's assignments for its managers. */
export default function ManagerEventPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconClipboardCheck size={56} aria-hidden />}
      title={t('manager.eventEmpty')}
      text={t('manager.eventEmptyText')}
    />
  );
}
