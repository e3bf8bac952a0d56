import { IconAlertOctagon, IconPlugConnectedX } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReloadButton, StatusPage } from './StatusPage';

/** A page's code that did not arrive (network, new deployment, spec 9 timeout). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A page chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

function ErrorFallback({ error }: { error: Error }) {
  const { t } = useTranslation();
  if (error instanceof ChunkLoadError) {
    return (
      <StatusPage
        icon={<IconPlugConnectedX size={56} aria-hidden />}
        title={t('errors.chunkTitle')}
        text={t('errors.chunkText')}
        action={<ReloadButton />}
      />
    );
  }
  return (
    <StatusPage
      icon={<IconAlertOctagon size={56} aria-hidden />}
      title={t('errors.crashTitle')}
      text={t('errors.crashText')}
      action={<ReloadButton />}
    />
  );
}

interface ErrorBoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console so a user's report (or the browser tests) can show the real cause.
    console.error(error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.error ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}
