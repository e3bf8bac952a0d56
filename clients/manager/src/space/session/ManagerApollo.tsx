import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createManagerClient } from './manager-client';
import { managerSession } from './manager-session';

/** The manager space's pages talk to the API with the manager's header, never the organizer's cookie. */
export function ManagerApollo({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const client = useMemo(() => createManagerClient({ token: managerSession.token, language: () => i18n.language }), [i18n]);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
