import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useManagersT } from './i18n/use-managers-t';

/** A read-only value with its copy button (the button says "Copied" for a moment). */
export function CopyField({ label, description, value, copyLabel }: { label: string; description?: string; value: string; copyLabel: string }) {
  const { t } = useManagersT();
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
            <Tooltip label={copied ? t('common.copied') : copyLabel} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={copied ? t('common.copied') : copyLabel} onClick={copy}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
