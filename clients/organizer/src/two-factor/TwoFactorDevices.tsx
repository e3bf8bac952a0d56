import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { EmptyState, formatDate, PageLoader, QueryError, ResponsiveTable, toast, useMutationAction, useRefreshSession } from '@benevo/ui';
import { IconDeviceMobile, IconMail, IconPlus, IconShieldCheck, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type OtpDeviceFieldsFragment,
  OtpDevicesDocument,
  type OtpMethod,
  OtpRemoveDeviceDocument,
  OtpSetDefaultDeviceDocument,
} from '../gql/graphql';
import { AddDeviceModal, type ValidatedDevice } from './AddDeviceModal';
import { BackupCodesDialog } from './BackupCodesDialog';
import { CodeConfirmModal } from './CodeConfirmModal';
import { useTwoFactorT } from './i18n/use-two-factor-t';

interface TwoFactorDevicesProps {
  /**
   * The enforce2fa setup (a restricted session): only adding a method is possible there, so the list has
   * no actions. (An abandoned setup stays unconfirmed, unlisted; the server replaces it at the next one.)
   */
  restricted?: boolean;
  /** A method was added, removed or made default: what else the page shows may have changed (backup codes). */
  onChanged?: () => void;
}

function MethodIcon({ method }: { method: OtpMethod }) {
  return method === 'TOTP' ? <IconDeviceMobile size={18} aria-hidden /> : <IconMail size={18} aria-hidden />;
}

/** The user's confirmed methods, adding one (app or e-mail), the default, removing (with a current code). */
export function TwoFactorDevices({ restricted = false, onChanged }: TwoFactorDevicesProps) {
  const { t } = useTwoFactorT();
  const run = useMutationAction();
  const refreshSession = useRefreshSession();
  const { data, loading, error, refetch } = useQuery(OtpDevicesDocument, { fetchPolicy: 'cache-and-network' });
  const [removeDevice] = useMutation(OtpRemoveDeviceDocument);
  const [setDefault] = useMutation(OtpSetDefaultDeviceDocument);
  const [adding, setAdding] = useState<OtpMethod | null>(null);
  const [removing, setRemoving] = useState<OtpDeviceFieldsFragment | null>(null);
  const [backupCodes, setBackupCodes] = useState<readonly string[] | null>(null);

  if (!data) {
    if (loading) return <PageLoader />;
    return <QueryError error={error} onRetry={() => void refetch()} />;
  }
  const devices = data.otpDevices.filter((device) => device.confirmed);
  const emailDevice = devices.find((device) => device.method === 'EMAIL');

  // After any change: the list, the stored user (dfaId, otpSetupRequired) and the rest of the page.
  const changed = async () => {
    await Promise.all([refetch(), refreshSession().catch(() => undefined)]);
    onChanged?.();
  };

  const confirmed = (result: ValidatedDevice) => {
    setAdding(null);
    toast.success(result.device.method === 'TOTP' ? t('totp.added') : t('email.added'));
    if (result.backupCodes?.length) setBackupCodes(result.backupCodes);
    void changed();
  };

  const addButtons = (
    <Group gap="sm">
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding('TOTP')}>
        {t('devices.addTotp')}
      </Button>
      {/* One e-mail method per user: the address is the account's. */}
      {!emailDevice && (
        <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setAdding('EMAIL')}>
          {t('devices.addEmail')}
        </Button>
      )}
    </Group>
  );

  // On the enforce2fa page the list sits in that page's card already: no second frame.
  return (
    <Paper withBorder={!restricted} p={restricted ? 0 : 'lg'} component="section" aria-labelledby="two-factor-devices-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="two-factor-devices-title">
          {t('devices.listTitle')}
        </Title>
        {devices.length === 0 ? (
          <EmptyState order={3} icon={<IconShieldCheck size={40} aria-hidden />} title={t('devices.empty')} text={t('devices.emptyText')}>
            {addButtons}
          </EmptyState>
        ) : (
          <>
            <ResponsiveTable
              label={t('devices.tableLabel')}
              rows={devices}
              rowKey={(device) => device.id}
              columns={[
                {
                  label: t('devices.name'),
                  render: (device) => (
                    <Group gap="xs">
                      <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                        {device.name}
                      </Text>
                      {device.isDefault && (
                        <Badge color="teal" variant="light" size="sm" style={{ flexShrink: 0 }}>
                          {t('devices.default')}
                        </Badge>
                      )}
                    </Group>
                  ),
                },
                {
                  label: t('devices.method'),
                  render: (device) => (
                    <Group gap={6} wrap="nowrap">
                      <MethodIcon method={device.method} />
                      <Text size="sm">{t(`method.${device.method}`)}</Text>
                    </Group>
                  ),
                },
                { label: t('devices.createdAt'), nowrap: true, render: (device) => formatDate(device.createdAt) },
                { label: t('devices.lastUsedAt'), nowrap: true, render: (device) => (device.lastUsedAt ? formatDate(device.lastUsedAt) : t('common.never')) },
                ...(restricted
                  ? []
                  : [
                      {
                        label: t('common.actions'),
                        render: (device: OtpDeviceFieldsFragment) => (
                          <Group gap={4} wrap="nowrap">
                            {!device.isDefault && (
                              <Tooltip label={t('devices.setDefault')}>
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={t('devices.setDefaultOf', { name: device.name, interpolation: { escapeValue: false } })}
                                  onClick={() =>
                                    void run(() => setDefault({ variables: { device: device.id } }), {
                                      success: t('devices.defaultSet', { name: device.name, interpolation: { escapeValue: false } }),
                                      onSuccess: changed,
                                    })
                                  }
                                >
                                  <IconStar size={16} aria-hidden />
                                </ActionIcon>
                              </Tooltip>
                            )}
                            <Tooltip label={t('devices.remove')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('devices.removeOf', { name: device.name, interpolation: { escapeValue: false } })}
                                onClick={() => setRemoving(device)}
                              >
                                <IconTrash size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        ),
                      },
                    ]),
              ]}
            />
            {addButtons}
          </>
        )}
      </Stack>
      {adding && (
        <AddDeviceModal
          method={adding}
          current={devices.length > 0 ? { emailDevice } : null}
          onClose={() => setAdding(null)}
          onConfirmed={confirmed}
        />
      )}
      {removing && (
        <CodeConfirmModal
          title={t('devices.removeTitle')}
          text={
            <>
              {t('devices.removeText', { name: removing.name, interpolation: { escapeValue: false } })}
              {devices.length === 1 && (
                <Text component="span" display="block" mt="xs" c="red.8">
                  {t('devices.removeLast')}
                </Text>
              )}
            </>
          }
          confirmLabel={t('devices.remove')}
          danger
          emailDevice={emailDevice}
          action={(code) => removeDevice({ variables: { device: removing.id, code } })}
          onDone={() => {
            setRemoving(null);
            toast.success(t('devices.removed'));
            void changed();
          }}
          onClose={() => setRemoving(null)}
        />
      )}
      <BackupCodesDialog codes={backupCodes} onClose={() => setBackupCodes(null)} />
    </Paper>
  );
}
