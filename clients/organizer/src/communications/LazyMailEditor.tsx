import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

const Editor = lazy(() => import('./MailEditor').then((module) => ({ default: module.MailEditor })));

/**
 * The mail editor loaded on first use: tiptap and ProseMirror are ~140 kB gzipped, which the event
 * edit page (whose Confirmation e-mail tab holds an editor) should not load for its other tabs.
 */
export function LazyMailEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<Skeleton height={props.minHeight ?? 220} />}>
      <Editor {...props} />
    </Suspense>
  );
}
