import { Badge, Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasskeyBoxProps {
  passkey: string | null;
  /** Whether the event loaded with this code shows private slots. */
  unlocked: boolean;
  onApply: (passkey: string | null) => void;
}

/** "I have an access code": private slots show only with the organizer's code (kept in the URL as ?passkey=). */
export function PasskeyBox({ passkey, unlocked, onApply }: PasskeyBoxProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');

  if (passkey) {
    return (
      <Group gap="xs" wrap="wrap" role="status">
        <Badge tt="none" variant="light" color={unlocked ? 'teal' : 'gray'} leftSection={<IconKey size={12} aria-hidden />} size="lg">
          {t('public.passkey.active', { passkey })}
        </Badge>
        {!unlocked && (
          <Text size="sm" c="dimmed">
            {t('public.passkey.nothing')}
          </Text>
        )}
        <CloseButton size="sm" aria-label={t('public.passkey.remove')} onClick={() => onApply(null)} />
      </Group>
    );
  }

  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconKey size={16} aria-hidden />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="passkey-form"
      >
        {t('public.passkey.toggle')}
      </Button>
      {open && (
        <form
          id="passkey-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (value.trim()) onApply(value.trim());
          }}
        >
          <Group align="flex-end" gap="xs" mt="xs" wrap="nowrap">
            <TextInput
              label={t('public.passkey.label')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              autoComplete="off"
              autoFocus
              style={{ flex: 1 }}
              maw={320}
            />
            <Button type="submit" variant="light" disabled={!value.trim()}>
              {t('public.passkey.apply')}
            </Button>
          </Group>
        </form>
      )}
    </div>
  );
}
