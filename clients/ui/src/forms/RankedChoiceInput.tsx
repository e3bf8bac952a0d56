import { ActionIcon, Badge, Box, Button, Group, NativeSelect, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreferenceFieldset } from './PreferenceFieldset';

export interface RankedChoiceOption {
  value: string;
  label: string;
}

export interface RankedChoiceInputProps {
  /** Groups the controls (fieldset legend). */
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  /** The message to show (already in the interface language). */
  error?: ReactNode;
  options: readonly RankedChoiceOption[];
  /** The chosen values, best first. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** How many choices at most (5 by default). */
  max?: number;
  disabled?: boolean;
  /** Id prefix of the inputs (one per form). */
  name?: string;
}

export const DEFAULT_MAX_RANKED_CHOICES = 5;

/**
 * Choose up to `max` options in order of preference (issue 18: ranked preferred positions): pick in
 * the list, then "Ajouter" (or Enter). The choices are an ordered list; each has move up, move down
 * and remove buttons (plain buttons, so Tab/Enter/Space work), and the focus follows the moved
 * choice. Each change is announced in a polite live region ("Bar : 1er choix").
 */
export function RankedChoiceInput({
  label,
  description,
  required,
  error,
  options,
  value,
  onChange,
  onBlur,
  max = DEFAULT_MAX_RANKED_CHOICES,
  disabled,
  name,
}: RankedChoiceInputProps) {
  const { t } = useTranslation();
  const generated = useId();
  const idPrefix = name ?? `ranked${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [announcement, setAnnouncement] = useState('');
  // The choice waits for "Ajouter" (or for the list to lose the focus): some browsers fire change on
  // each arrow key of a closed select, which would add every option a keyboard user merely passes over.
  const [pending, setPending] = useState('');
  const labelOf = (choice: string) => options.find((option) => option.value === choice)?.label ?? choice;
  const rank = (index: number) => t('preferences.rank', { count: index + 1, ordinal: true });
  const remaining = options.filter((option) => !value.includes(option.value));
  const full = value.length >= max;

  const focusLater = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= value.length) return;
    const next = [...value];
    [next[index], next[target]] = [next[target], next[index]];
    onChange(next);
    setAnnouncement(t('preferences.moved', { name: labelOf(value[index]), rank: rank(target) }));
    // The same button of the moved choice keeps the focus; at an end of the list, the other one.
    const edge = (delta === -1 && target === 0) || (delta === 1 && target === value.length - 1);
    focusLater(`${idPrefix}-${edge ? (delta === -1 ? 'down' : 'up') : delta === -1 ? 'up' : 'down'}-${target}`);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t('preferences.removed', { name: labelOf(value[index]) }));
    focusLater(value.length > 1 ? `${idPrefix}-remove-${Math.min(index, value.length - 2)}` : `${idPrefix}-add`);
  };
  const add = (choice: string) => {
    if (!choice || full || value.includes(choice)) return;
    onChange([...value, choice]);
    setPending('');
    setAnnouncement(t('preferences.added', { name: labelOf(choice), rank: rank(value.length) }));
    // The list for the next rank keeps the focus (or, when full, the last choice's remove button).
    focusLater(value.length + 1 >= max ? `${idPrefix}-remove-${value.length}` : `${idPrefix}-add`);
  };

  return (
    <PreferenceFieldset idPrefix={idPrefix} label={label} description={description} required={required} error={error}>
      {value.length > 0 && (
        <Box
          component="ol"
          aria-label={t('preferences.chosen')}
          style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 6 }}
        >
            {value.map((choice, index) => {
              const choiceLabel = labelOf(choice);
              return (
                <Paper component="li" key={choice} withBorder p={6} pl="sm" radius="md">
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Badge variant="light" style={{ flexShrink: 0 }}>
                        {rank(index)}
                      </Badge>
                      <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                        {choiceLabel}
                      </Text>
                    </Group>
                    <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
                      <ActionIcon
                        id={`${idPrefix}-up-${index}`}
                        variant="subtle"
                        size={44}
                        aria-label={t('preferences.moveUp', { name: choiceLabel })}
                        disabled={disabled || index === 0}
                        onClick={() => move(index, -1)}
                        onBlur={onBlur}
                      >
                        <IconArrowUp size={20} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        id={`${idPrefix}-down-${index}`}
                        variant="subtle"
                        size={44}
                        aria-label={t('preferences.moveDown', { name: choiceLabel })}
                        disabled={disabled || index === value.length - 1}
                        onClick={() => move(index, 1)}
                        onBlur={onBlur}
                      >
                        <IconArrowDown size={20} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        id={`${idPrefix}-remove-${index}`}
                        variant="subtle"
                        color="red"
                        size={44}
                        aria-label={t('preferences.remove', { name: choiceLabel })}
                        disabled={disabled}
                        onClick={() => remove(index)}
                        onBlur={onBlur}
                      >
                        <IconX size={20} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
        </Box>
      )}
      {full ? (
        <Text size="sm" c="dimmed">
          {t('preferences.maxReached', { count: max })}
        </Text>
      ) : remaining.length === 0 && value.length > 0 ? null : (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            id={`${idPrefix}-add`}
            label={t('preferences.addChoice', { rank: rank(value.length) })}
            description={value.length === 0 ? t('preferences.upTo', { count: max }) : undefined}
            data={[{ value: '', label: t('preferences.choose') }, ...remaining.map((option) => ({ value: option.value, label: option.label }))]}
            value={remaining.some((option) => option.value === pending) ? pending : ''}
            disabled={disabled || remaining.length === 0}
            onChange={(event) => setPending(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add(pending);
              }
            }}
            onBlur={() => {
              // A choice picked and left without "Ajouter" is kept too: leaving the list takes it.
              if (pending) add(pending);
              onBlur?.();
            }}
            size="md"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="light"
            size="md"
            disabled={disabled || !pending}
            aria-label={t('preferences.addAs', { rank: rank(value.length) })}
            onClick={() => add(pending)}
          >
            {t('preferences.add')}
          </Button>
        </Group>
      )}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </PreferenceFieldset>
  );
}
