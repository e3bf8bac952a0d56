import { ActionIcon, Button, CopyButton, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useScanT } from '../i18n/use-scan-t';
import { operatorLoginLink } from '../login-link';

/** A read-only value with its copy button (the button says "Copied" for a moment). */
function CopyField({ label, description, value, copyLabel }: { label: string; description?: string; value: string; copyLabel: string }) {
  const { t } = useScanT();
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      styles={{ input: { fontFamily: 'monospace' } }}
      rightSectionWidth={40}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('secret.copied') : copyLabel} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={copied ? t('secret.copied') : copyLabel} onClick={copy}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

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
        <CopyField label={t('secret.link')} value={link} copyLabel={t('secret.copyLink')} />
        <CopyField label={t('secret.code')} description={t('secret.codeHint')} value={secret} copyLabel={t('secret.copyCode')} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
