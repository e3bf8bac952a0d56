import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createTheme, type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** indigo.8 keeps white button text above the WCAG AA contrast ratio. */
export const benevoTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * Mantine's default dimmed text (gray.6) and error text (red.6) reach only ~3.3:1 on white, under the
 * WCAG AA 4.5:1 for small text; gray.7 and red.9 pass.
 */
export const benevoCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

interface BenevoProviderProps {
  client: ApolloClient;
  i18n: I18n;
  children: ReactNode;
}

/** Everything an app needs around its router: texts, API, UI kit and toasts (spec 8: bottom left). */
export function BenevoProvider({ client, i18n, children }: BenevoProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <MantineProvider theme={benevoTheme} cssVariablesResolver={benevoCssVariables}>
          <Notifications position="bottom-left" />
          {children}
        </MantineProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
