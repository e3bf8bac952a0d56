/**
 * Mantine `styles` for a button whose label may be longer than a phone is wide (375 px): the label
 * wraps onto a second line and the button grows, rather than cutting the text.
 */
export const wrappingButtonStyles = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal' as const, textAlign: 'center' as const },
};
