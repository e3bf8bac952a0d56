import { StatusPage } from '@benevo/ui';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** /o/:orgSlug/calendar: the organization's global calendar. */
export default function CalendarPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconCalendarMonth size={56} aria-hidden />}
      title={t('public.calendarEmpty')}
      text={t('public.calendarEmptyText')}
    />
  );
}
