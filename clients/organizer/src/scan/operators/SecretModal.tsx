import { CopyField } from '@benevo/ui';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useScanT } from '../i18n/use-scan-t';
import { operatorLoginLink } from '../login-link';

/**
 * The operator's secret and login link, shown once after creating the operator or a new link: the server
 * keeps only a hash, so the organizer copies them now.
 */
export function SecretModal({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const { t } = useScanT();
  const link = operatorLoginLink(secret);
  return (
    <Modal opened onClose={onClose} title={t('secret.title', { name, interpolation: { escapeValue: false } })} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm">{t('secret.text')}</Text>
        <CopyField label={t('secret.link')} value={link} copyLabel={t('secret.copyLink')} copiedLabel={t('secret.copied')} />
        <CopyField label={t('secret.code')} description={t('secret.codeHint')} value={secret} copyLabel={t('secret.copyCode')} copiedLabel={t('secret.copied')} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
