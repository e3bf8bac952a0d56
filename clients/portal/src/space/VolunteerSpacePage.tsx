import { StatusPage } from '@benevo/ui';
import { IconUserHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** /portal/t/:token: the volunteer's space; its content arrives with the portal issue. */
export default function VolunteerSpacePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconUserHeart size={56} aria-hidden />}
      title={t('portal.spaceEmpty')}
      text={t('portal.spaceEmptyText')}
    />
  );
}
