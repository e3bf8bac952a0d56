import { ActionIcon, Button, Modal, PasswordInput } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../jest/render-with-providers';

describe('the theme of BenevoProvider', () => {
  it('keeps the focus in a field when a button is pressed, so a moving error message cannot swallow the click (issue 10)', () => {
    renderWithProviders(
      <>
        <input aria-label="Début" />
        <Button>Annuler</Button>
        <ActionIcon aria-label="Supprimer">x</ActionIcon>
      </>,
    );
    const field = screen.getByLabelText('Début');
    field.focus();
    // fireEvent answers false when the default action (moving the focus) was prevented.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Annuler' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Supprimer' }))).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  it('names the icon-only controls in the page language: dialog close, password visibility', async () => {
    const { i18n } = renderWithProviders(
      <>
        <Modal opened onClose={() => undefined} title="Nouvelle tranche">
          contenu
        </Modal>
        <PasswordInput label="Mot de passe" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afficher ou masquer la saisie' })).toBeTruthy();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('button', { name: 'Schliessen' })).toBeTruthy();
  });
});
