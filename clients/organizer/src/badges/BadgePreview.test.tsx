import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen, within } from '@testing-library/react';
import { organizerMessages } from '../i18n/messages';
import { BadgePreview, type BadgePreviewProps } from './BadgePreview';

const VOLUNTEER = {
  firstName: 'Zoé',
  lastName: 'Martin',
  photo: '/media/zoe.png',
  categories: ['Staff', 'Cuisine'],
  positions: ['Bar', 'Accueil'],
  attributeLine: 'T-shirt : M',
  scanCode: 'B1-42-1-K7Q2M9XW3A',
};

function renderPreview(overrides: Partial<BadgePreviewProps> = {}) {
  const props: BadgePreviewProps = {
    size: 'CARD',
    logo: 'data:image/png;base64,AAAA',
    primaryColor: '#1971c2',
    textColor: '#ffffff',
    showPhoto: true,
    showCategories: true,
    showPositions: true,
    showQrCode: true,
    volunteer: VOLUNTEER,
    label: 'Aperçu du badge',
    logoAlt: 'Logo du badge',
    photoAlt: 'Photo du bénévole',
    qrLabel: 'Code QR de scan',
    ...overrides,
  };
  return renderWithProviders(<BadgePreview {...props} />, { messages: organizerMessages });
}

describe('BadgePreview', () => {
  it('draws a card at its printed ratio with every part the template shows', () => {
    renderPreview();
    const badge = screen.getByRole('figure', { name: 'Aperçu du badge' });
    expect(badge.style.aspectRatio).toBe('85.6 / 54');
    expect(badge.style.width).toBe('342px');
    expect(within(badge).getByTestId('badge-band').style.background).toBe('rgb(25, 113, 194)');
    expect(within(badge).getByRole('img', { name: 'Logo du badge' }).getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(within(badge).getByRole('img', { name: 'Photo du bénévole' }).getAttribute('src')).toBe('/media/zoe.png');
    // The name sits on the band, in the text colour.
    expect(within(within(badge).getByTestId('badge-band')).getByTestId('badge-name').textContent).toBe('Zoé Martin');
    expect(within(badge).getByTestId('badge-name').style.color).toBe('rgb(255, 255, 255)');
    expect(within(badge).getByTestId('badge-categories').textContent).toBe('StaffCuisine');
    expect(within(badge).getByTestId('badge-positions').textContent).toBe('Bar · Accueil');
    expect(within(badge).getByTestId('badge-attribute').textContent).toBe('T-shirt : M');
    const qr = within(badge).getByRole('img', { name: 'Code QR de scan' });
    expect(qr.getAttribute('data-qr-value')).toBe('B1-42-1-K7Q2M9XW3A');
    // 18 alphanumeric characters fit a version 1 code (21 × 21 modules), plus the quiet zone of 2 on each side.
    expect(qr.getAttribute('viewBox')).toBe('-2 -2 25 25');
  });

  it('stands A6 upright and leaves out what the template hides', () => {
    renderPreview({ size: 'A6', logo: null, showPhoto: false, showCategories: false, showPositions: false, showQrCode: false, volunteer: { ...VOLUNTEER, attributeLine: null } });
    const badge = screen.getByRole('figure', { name: 'Aperçu du badge' });
    expect(badge.style.aspectRatio).toBe('105 / 148');
    expect(badge.getAttribute('data-size')).toBe('A6');
    expect(within(badge).queryByRole('img')).toBeNull();
    expect(within(badge).queryByTestId('badge-photo')).toBeNull();
    expect(within(badge).queryByTestId('badge-categories')).toBeNull();
    expect(within(badge).queryByTestId('badge-positions')).toBeNull();
    expect(within(badge).queryByTestId('badge-attribute')).toBeNull();
    expect(within(badge).getByTestId('badge-name').textContent).toBe('Zoé Martin');
  });

  it('draws another QR code for another scan code', () => {
    const { unmount } = renderPreview();
    const first = screen.getByRole('img', { name: 'Code QR de scan' }).querySelector('path')?.getAttribute('d');
    unmount();
    renderPreview({ volunteer: { ...VOLUNTEER, scanCode: 'B1-42-2-Q8W4N2ZP7C' } });
    const second = screen.getByRole('img', { name: 'Code QR de scan' }).querySelector('path')?.getAttribute('d');
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });
});
