import { toast } from '@benevo/ui';
import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A voucher code in full, with a button that copies it (to paste it at the partner's checkout). */
export function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Code fz="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {code}
      </Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('portal.copy.copied') : t('portal.copy.code', { code })}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              aria-label={t('portal.copy.code', { code })}
              onClick={() => {
                copy();
                toast.success(t('portal.copy.copied'));
              }}
              style={{ flexShrink: 0 }}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
