import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A read-only value with its copy button (the button says `copiedLabel` for a moment): links, secrets, codes. */
export function CopyField({
  label,
  description,
  value,
  copyLabel,
  copiedLabel,
}: {
  label: string;
  description?: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
}) {
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
            <Tooltip label={copied ? copiedLabel : copyLabel} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={copied ? copiedLabel : copyLabel} onClick={copy}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
