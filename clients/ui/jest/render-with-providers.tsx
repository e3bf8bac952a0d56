import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemedProvider } from '../src/BenevoProvider';
import { type AppMessages, createI18n } from '../src/i18n/i18n';

interface Options {
  mocks?: MockLink.MockedResponse[];
  messages?: AppMessages;
  i18n?: I18n;
}

/** Renders under the same providers as an app, with Apollo answers mocked. */
export function renderWithProviders(ui: ReactElement, options: Options = {}): RenderResult & { i18n: I18n } {
  const i18n = options.i18n ?? createI18n(options.messages);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={options.mocks ?? []}>
        <ThemedProvider>{ui}</ThemedProvider>
      </MockedProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
