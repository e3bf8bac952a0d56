import { ActionIcon, Box, Button, Checkbox, Group, NativeSelect, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PreferenceFieldset } from './PreferenceFieldset';
import { moment } from '../dates/moment';

/**
 * One range of hours a volunteer can help on one day, local to the event's (or campaign's) time zone:
 * day 'YYYY-MM-DD', from and to 'HH:mm', to may be '24:00' (until midnight). The stored shape of
 * assignment_preference.availability (issue 18).
 */
export interface AvailabilityWindowValue {
  day: string;
  from: string;
  to: string;
}

export interface AvailabilityInputProps {
  /** Groups the controls (fieldset legend). */
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  /** The message to show (already in the interface language). */
  error?: ReactNode;
  /** null = available at any time (nothing said). */
  value: AvailabilityWindowValue[] | null;
  onChange: (value: AvailabilityWindowValue[] | null) => void;
  onBlur?: () => void;
  /**
   * The event's days ('YYYY-MM-DD'): one row per day with a "disponible" switch and its hours. Without
   * days (a campaign, whose events are not known yet), rows of date + hours the visitor adds.
   */
  days?: readonly string[];
  /** Bounds of the dates a campaign row may take ('YYYY-MM-DD'). */
  minDate?: string;
  maxDate?: string;
  /** Offers "Disponible à tout moment" (value null), for the organizer's edit. */
  allowAnyTime?: boolean;
  disabled?: boolean;
  /** Id prefix of the inputs (one per form). */
  name?: string;
}

/** Hours offered in the from/to lists: every half hour, and 24:00 as the end of a day. */
const STEP_MINUTES = 30;
export const AVAILABILITY_TIMES: readonly string[] = Array.from({ length: (24 * 60) / STEP_MINUTES + 1 }, (_, index) => {
  const minutes = index * STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const DEFAULT_FROM = '00:00';
const DEFAULT_TO = '24:00';

/** True when the range is empty or reversed (HH:mm compare as text; '24:00' is the latest). */
export function isReversedRange(window: Pick<AvailabilityWindowValue, 'from' | 'to'>): boolean {
  return window.from >= window.to;
}

/** 'sam. 12.07.2025' in the interface language, with no zone shift. */
function dayLabel(day: string): string {
  const date = moment.utc(day, 'YYYY-MM-DD', true);
  return date.isValid() ? date.format('dddd DD.MM.YYYY') : day;
}

/** The list of hours, with a value off the half-hour grid (set elsewhere, e.g. 14:15) kept in it. */
function timeOptions(current: string, kind: 'from' | 'to'): string[] {
  const base = AVAILABILITY_TIMES.filter((time) => (kind === 'from' ? time !== '24:00' : time !== '00:00'));
  return base.includes(current) || !/^\d{2}:\d{2}$/.test(current) ? base : [...base, current].sort();
}

interface HoursProps {
  idPrefix: string;
  window: AvailabilityWindowValue;
  dayText: string;
  disabled?: boolean;
  onChange: (window: AvailabilityWindowValue) => void;
  onBlur?: () => void;
}

/** From and to of one window; each list names its day for screen readers ("De, samedi 12.07.2025"). */
function HoursPair({ idPrefix, window, dayText, disabled, onChange, onBlur }: HoursProps) {
  const { t } = useTranslation();
  const reversed = isReversedRange(window);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <NativeSelect
        id={`${idPrefix}-from`}
        label={t('preferences.from')}
        aria-label={t('preferences.fromOf', { day: dayText })}
        data={timeOptions(window.from, 'from')}
        value={window.from}
        disabled={disabled}
        onChange={(event) => onChange({ ...window, from: event.currentTarget.value })}
        onBlur={onBlur}
        error={reversed}
        style={{ flex: '1 1 0', minWidth: 0 }}
        size="md"
      />
      <NativeSelect
        id={`${idPrefix}-to`}
        label={t('preferences.to')}
        aria-label={t('preferences.toOf', { day: dayText })}
        data={timeOptions(window.to, 'to')}
        value={window.to}
        disabled={disabled}
        onChange={(event) => onChange({ ...window, to: event.currentTarget.value })}
        onBlur={onBlur}
        error={reversed}
        aria-describedby={reversed ? `${idPrefix}-reversed` : undefined}
        style={{ flex: '1 1 0', minWidth: 0 }}
        size="md"
      />
    </Group>
  );
}

function ReversedHint({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Text id={id} size="sm" c="red">
      {t('preferences.reversed')}
    </Text>
  );
}

/** Event variant: per day a switch, and the hours once the day is on. Several windows of one day are kept. */
function EventDays({ days, value, onChange, onBlur, disabled, idPrefix }: Required<Pick<AvailabilityInputProps, 'days'>> & RowsProps) {
  const { t } = useTranslation();
  const windows = value ?? [];
  return (
    <Stack gap="xs">
      {days.map((day, dayIndex) => {
        const ofDay = windows.filter((window) => window.day === day);
        const on = ofDay.length > 0;
        const text = dayLabel(day);
        const setDay = (next: AvailabilityWindowValue[]) => {
          // Keeps the days in the event's order, whatever the clicks' order.
          const others = windows.filter((window) => window.day !== day);
          onChange([...others, ...next].sort((a, b) => a.day.localeCompare(b.day) || a.from.localeCompare(b.from)));
        };
        return (
          <Paper key={day} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Switch
                id={`${idPrefix}-day-${dayIndex}`}
                size="md"
                label={text}
                description={on ? undefined : t('preferences.unavailable')}
                checked={on}
                disabled={disabled}
                onChange={(event) => setDay(event.currentTarget.checked ? [{ day, from: DEFAULT_FROM, to: DEFAULT_TO }] : [])}
                onBlur={onBlur}
                styles={{ label: { fontWeight: 500, textTransform: 'capitalize' } }}
              />
              {ofDay.map((window, index) => (
                <Box key={`${day}-${index}`}>
                  <HoursPair
                    idPrefix={`${idPrefix}-day-${dayIndex}-${index}`}
                    window={window}
                    dayText={text}
                    disabled={disabled}
                    onBlur={onBlur}
                    onChange={(next) => setDay(ofDay.map((item, i) => (i === index ? next : item)))}
                  />
                  {isReversedRange(window) && <ReversedHint id={`${idPrefix}-day-${dayIndex}-${index}-reversed`} />}
                </Box>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

interface RowsProps {
  value: AvailabilityWindowValue[] | null;
  onChange: (value: AvailabilityWindowValue[] | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  idPrefix: string;
}

/** Campaign variant: rows of date + hours, added and removed by the visitor. */
function DateRows({ value, onChange, onBlur, disabled, idPrefix, minDate, maxDate }: RowsProps & { minDate?: string; maxDate?: string }) {
  const { t } = useTranslation();
  const windows = value ?? [];
  const update = (index: number, next: AvailabilityWindowValue) => onChange(windows.map((item, i) => (i === index ? next : item)));
  const add = () => {
    const last = windows[windows.length - 1];
    const day = last?.day ? moment.utc(last.day, 'YYYY-MM-DD').add(1, 'day').format('YYYY-MM-DD') : (minDate ?? '');
    onChange([...windows, { day, from: last?.from ?? DEFAULT_FROM, to: last?.to ?? DEFAULT_TO }]);
    // The new row's date takes the focus, so keyboard users go on where they added.
    const nextIndex = windows.length;
    setTimeout(() => document.getElementById(`${idPrefix}-row-${nextIndex}-day`)?.focus(), 0);
  };
  return (
    <Stack gap="xs">
      {windows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('preferences.noDates')}
        </Text>
      )}
      {windows.map((window, index) => {
        const rowLabel = t('preferences.dateRow', { number: index + 1 });
        const text = window.day ? dayLabel(window.day) : rowLabel;
        return (
          <Paper key={index} withBorder p="sm" radius="md" role="group" aria-label={rowLabel}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                id={`${idPrefix}-row-${index}-day`}
                type="date"
                label={t('preferences.date')}
                aria-label={t('preferences.dateOf', { number: index + 1 })}
                value={window.day}
                min={minDate}
                max={maxDate}
                disabled={disabled}
                onChange={(event) => update(index, { ...window, day: event.currentTarget.value })}
                onBlur={onBlur}
                size="md"
                style={{ flex: '1 1 10rem', minWidth: 0 }}
              />
              <Box style={{ flex: '2 1 14rem', minWidth: 0 }}>
                <HoursPair
                  idPrefix={`${idPrefix}-row-${index}`}
                  window={window}
                  dayText={text}
                  disabled={disabled}
                  onBlur={onBlur}
                  onChange={(next) => update(index, next)}
                />
              </Box>
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={t('preferences.removeDate', { day: text })}
                disabled={disabled}
                onClick={() => onChange(windows.filter((_, i) => i !== index))}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Group>
            {isReversedRange(window) && <ReversedHint id={`${idPrefix}-row-${index}-reversed`} />}
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={add} disabled={disabled}>
          {t('preferences.addDate')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The days and hours a volunteer can help (issue 18). A fieldset: its legend is the label, the error
 * is announced (role alert) and tied to the group. Uncontrolled by Formik on purpose: the sign-up
 * pages and the organizer's modal wire it to their own state.
 */
export function AvailabilityInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
  onBlur,
  days,
  minDate,
  maxDate,
  allowAnyTime,
  disabled,
  name,
}: AvailabilityInputProps) {
  const { t } = useTranslation();
  const generated = useId();
  const idPrefix = name ?? `availability${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const anyTime = allowAnyTime && value === null;
  const rowsProps = { value, onChange, onBlur, disabled: disabled || anyTime, idPrefix };
  return (
    <PreferenceFieldset idPrefix={idPrefix} label={label} description={description} required={required} error={error}>
      {allowAnyTime && (
        <Checkbox
          id={`${idPrefix}-any`}
          label={t('preferences.anyTime')}
          checked={value === null}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked ? null : [])}
        />
      )}
      {!anyTime &&
        (days ? <EventDays days={days} {...rowsProps} /> : <DateRows {...rowsProps} minDate={minDate} maxDate={maxDate} />)}
    </PreferenceFieldset>
  );
}
