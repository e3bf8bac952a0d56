import { Select, type SelectProps } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { defaultEvent, type EventChoice } from './default-event';

/**
 * The event a screen about one event shows (scan stand, prints), kept in the URL (?event=ID) so a
 * reload or a shared link opens the same one. Without (or with an unknown) event in the URL the
 * default one opens, replacing the history entry rather than adding one.
 */
export function useChosenEvent<E extends EventChoice & { id: string }>(events: readonly E[] | undefined) {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  const event = events?.find((candidate) => candidate.id === eventId);
  const fallbackId = events && !event ? defaultEvent(events)?.id : undefined;

  const choose = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('event', id);
        else next.delete('event');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (fallbackId) choose(fallbackId);
  }, [fallbackId]);

  return { event, choose };
}

/** The event picker of those screens: archived events say so in their label. */
export function EventSelect<E extends { id: string; status: string }>({
  events,
  value,
  onChange,
  nameOf,
  label,
  placeholder,
  archivedLabel,
  ...props
}: {
  events: readonly E[];
  value: string | null;
  onChange: (id: string | null) => void;
  nameOf: (event: E) => string;
  label: string;
  placeholder: string;
  archivedLabel: (name: string) => string;
} & Pick<SelectProps, 'style' | 'maw'>) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      allowDeselect={false}
      data={events.map((candidate) => ({
        value: candidate.id,
        label: candidate.status === 'ARCHIVED' ? archivedLabel(nameOf(candidate)) : nameOf(candidate),
      }))}
      value={value}
      onChange={onChange}
      {...props}
    />
  );
}
