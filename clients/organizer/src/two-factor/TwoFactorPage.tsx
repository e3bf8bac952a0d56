import { useApolloClient, useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { BackLink } from '@benevo/ui';
import { useCallback } from 'react';
import { OtpBackupStatusDocument, OtpDevicesDocument } from '../gql/graphql';
import { BackupCodesSection } from './BackupCodesSection';
import { useTwoFactorT } from './i18n/use-two-factor-t';
import { TwoFactorDevices } from './TwoFactorDevices';

/** /profile/two-factor: the user's second factors (apps, e-mail), the default one, and the backup codes. */
export default function TwoFactorPage() {
  const { t } = useTwoFactorT();
  const client = useApolloClient();
  // The same list the devices section loads (one request): the backup codes need to know whether there is any.
  const { data } = useQuery(OtpDevicesDocument, { fetchPolicy: 'cache-only' });
  const devices = data?.otpDevices.filter((device) => device.confirmed) ?? [];
  const onChanged = useCallback(() => {
    void client.refetchQueries({ include: [OtpBackupStatusDocument] });
  }, [client]);

  return (
    <Stack gap="lg" maw={860}>
      <BackLink to="/profile/user">{t('devices.back')}</BackLink>
      <div>
        <Title order={1}>{t('devices.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('devices.subtitle')}
        </Text>
      </div>
      <TwoFactorDevices onChanged={onChanged} />
      {devices.length > 0 && <BackupCodesSection emailDevice={devices.find((device) => device.method === 'EMAIL')} />}
    </Stack>
  );
}
