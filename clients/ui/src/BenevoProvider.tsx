import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  ColorInput,
  createTheme,
  Menu,
  type CSSVariablesResolver,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
  type DataAttributes,
  Drawer,
  MantineProvider,
  Modal,
  PasswordInput,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { i18n as I18n, TFunction } from 'i18next';
import { type ComponentPropsWithoutRef, type MouseEvent, type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

/**
 * A button keeps the focus where it is on mouse down: otherwise the focused field blurs first, its
 * validation message appears or goes, the button moves before mouse up and the click is lost (the
 * "Annuler needs two clicks" of issue 10). Set once here for every button, icon and close button.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();
// Mantine's polymorphic props leave the element's own (DOM events, aria-*) out of defaultProps' type;
// they reach the element all the same.
const elementProps = (props: Pick<ComponentPropsWithoutRef<'button'>, 'onMouseDown' | 'aria-label'>) => props as DataAttributes;

/** Hues whose darkest shade is still too light for small text on a light tint (WCAG AA 4.5:1). */
const PALE_HUES = new Set(['yellow', 'orange', 'lime', 'green']);

/**
 * Text on light, subtle, outline and transparent variants (badges, light buttons, alerts) takes the
 * darkest shade of its hue, darker still for the pale hues: Mantine's default shade reaches about
 * 3:1 on its own tint, under the 4.5:1 small text needs.
 */
const accessibleVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (!['light', 'subtle', 'outline', 'transparent'].includes(input.variant)) return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const text = darken(input.theme.colors[parsed.color][9], PALE_HUES.has(parsed.color) ? 0.35 : 0.1);
  return { ...colors, color: text, hoverColor: text, ...(input.variant === 'outline' ? { border: text } : {}) };
};

const base = {
  variantColorResolver: accessibleVariantColors,
  primaryColor: 'indigo',
  // indigo.8 keeps white button text above the WCAG AA contrast ratio.
  primaryShade: { light: 8 as const, dark: 6 as const },
  autoContrast: true,
  // Text on a filled colour (badges of the organizer's free/full colours, tags) is black above this
  // relative luminance, white below: at 0.179 the two give equal contrast, so the choice is always the
  // higher one (>= 4.58:1 on any background). Mantine's default 0.3 put white text on #d65f4f (3.7:1).
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};

/**
 * The theme in the page's language: icon-only controls of Mantine get accessible names (dialog close
 * buttons, the password visibility toggle) in that language rather than none or English.
 */
export function createBenevoTheme(t: TFunction) {
  const close = t('common.close');
  return createTheme({
    ...base,
    components: {
      Button: Button.extend({ defaultProps: elementProps({ onMouseDown: keepFocus }) }),
      ActionIcon: ActionIcon.extend({ defaultProps: elementProps({ onMouseDown: keepFocus }) }),
      CloseButton: CloseButton.extend({ defaultProps: elementProps({ onMouseDown: keepFocus, 'aria-label': close }) }),
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
      Alert: Alert.extend({ defaultProps: { closeButtonLabel: close } }),
      // The screen colour picker is a browser experiment few support; the field and swatches stay.
      ColorInput: ColorInput.extend({ defaultProps: { withEyeDropper: false } }),
      PasswordInput: PasswordInput.extend({
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.showPassword') } },
      }),
      // The focusable placeholder Mantine puts first in an open menu is a child that role="menu" may not
      // hold (axe aria-required-children, critical); without it, opening focuses the first item, as the
      // WAI-ARIA menu pattern does.
      Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    },
  });
}

/** The theme without texts (tests that render without an i18n instance). */
export const benevoTheme = createTheme(base);

/**
 * Mantine's default dimmed text (gray.6) and error text (red.6) reach only ~3.3:1 on white, under the
 * WCAG AA 4.5:1 for small text; gray.7 and red.9 pass.
 */
export const benevoCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Mantine's file inputs draw their hint as text (not a native placeholder): it needs text contrast (WCAG AA).
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
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
        <ThemedProvider>{children}</ThemedProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}

/** Mantine with the theme of the current language (rebuilt when the language changes). */
export function ThemedProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const theme = useMemo(() => createBenevoTheme(t), [t, i18n.language]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={benevoCssVariables}>
      <Notifications position="bottom-left" />
      {children}
    </MantineProvider>
  );
}
