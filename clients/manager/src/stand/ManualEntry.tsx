import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The code typed by hand (a damaged badge, no camera): always under the scanner. */
export function ManualEntry({ onCode, disabled = false }: { onCode: (code: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return;
    onCode(value);
    setCode('');
  };
  return (
    <form onSubmit={submit} aria-label={t('manager.stand.manual.title')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('manager.stand.manual.code')}
          description={t('manager.stand.manual.hint')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" disabled={disabled || code.trim() === ''}>
          {t('manager.stand.manual.submit')}
        </Button>
      </Group>
    </form>
  );
}
