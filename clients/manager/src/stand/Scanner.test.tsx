import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { managerMessages } from '../i18n/messages';
import { createCodeDebouncer, SAME_CODE_MS, Scanner } from './Scanner';

function withCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia, enumerateDevices: () => Promise.resolve([]) },
    configurable: true,
  });
}

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

describe('stand scanner', () => {
  it('passes a code on once while the same badge stays in front of the camera', () => {
    let now = 1_000;
    const pass = createCodeDebouncer(SAME_CODE_MS, () => now);
    expect(pass('B1-42-1-A')).toBe(true);
    now += SAME_CODE_MS - 1;
    expect(pass('B1-42-1-A')).toBe(false);
    expect(pass('B1-43-1-B')).toBe(true);
    expect(pass('B1-42-1-A')).toBe(true);
    now += SAME_CODE_MS;
    expect(pass('B1-42-1-A')).toBe(true);
  });

  it('says the camera was refused, and tries again on request', async () => {
    const getUserMedia = jest.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    withCamera(getUserMedia);
    renderWithProviders(<Scanner onCode={() => undefined} />, { messages: managerMessages });
    expect(await screen.findByText("L'accès à la caméra a été refusé")).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' } });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("L'accès à la caméra a été refusé")).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('says when there is no camera at all', async () => {
    withCamera(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    renderWithProviders(<Scanner onCode={() => undefined} />, { messages: managerMessages });
    expect(await screen.findByText('Aucune caméra disponible')).toBeTruthy();
  });

  it('shows the camera view with its name and a pause', async () => {
    withCamera(() => new Promise<MediaStream>(() => undefined));
    renderWithProviders(<Scanner onCode={() => undefined} />, { messages: managerMessages });
    expect(screen.getByLabelText('Image de la caméra du scanner').tagName).toBe('VIDEO');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Scanner en pause')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reprendre le scan' })).toBeTruthy();
  });
});
