import type { ApolloCache } from '@apollo/client';
import { type ReactNode, useState } from 'react';
import { useMutationAction } from '../apollo/use-mutation-action';
import { ConfirmModal } from './ConfirmModal';

export interface ConfirmDeleteOptions<T> {
  title: string;
  text: (item: T) => ReactNode;
  confirmLabel: string;
  /** The toast once deleted. */
  success: string;
  /** Runs the delete mutation (evictFromCache removes the row from every cached list). */
  remove: (item: T) => Promise<unknown>;
}

/**
 * A list's "delete" with its confirmation (the same on every list: events, campaigns...): `ask(item)`
 * opens the modal; confirming runs `remove` with the usual toasts. Render `modal` once in the page.
 */
export function useConfirmDelete<T>({ title, text, confirmLabel, success, remove }: ConfirmDeleteOptions<T>): { ask: (item: T) => void; modal: ReactNode } {
  const [item, setItem] = useState<T | null>(null);
  const run = useMutationAction();
  const modal = (
    <ConfirmModal
      opened={item !== null}
      title={title}
      text={item === null ? '' : text(item)}
      confirmLabel={confirmLabel}
      danger
      onClose={() => setItem(null)}
      onConfirm={async () => {
        if (item !== null) await run(() => remove(item), { success });
      }}
    />
  );
  return { ask: setItem, modal };
}

/** A mutation's `update` that drops a deleted object from the Apollo cache (and the lists holding it). */
export function evictFromCache(typename: string, id: string) {
  return (cache: ApolloCache) => {
    cache.evict({ id: cache.identify({ __typename: typename, id }) });
    cache.gc();
  };
}
