import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ContactOrganizationDocument } from '../gql/graphql';
import { publicMessages } from '../i18n/messages';
import ContactPage from './ContactPage';
import { organization, organizationMocks } from './test-fixtures';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function renderContact(mocks = organizationMocks([])) {
  const router = createMemoryRouter([{ path: '/o/:orgSlug/contact', Component: ContactPage }], { initialEntries: ['/o/fc-vetroz/contact'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: publicMessages, mocks });
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('contact page', () => {
  it('checks the form, then sends the message to the organization', async () => {
    renderContact([
      ...organizationMocks([]),
      {
        request: {
          query: ContactOrganizationDocument,
          variables: { input: { organizationSlug: 'fc-vetroz', name: 'Anna', email: 'anna@example.org', subject: null, message: 'Bonjour !' } },
        },
        result: { data: { contactOrganization: true } },
      },
    ]);
    expect(await screen.findByRole('link', { name: '+41 27 123 45 67' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findAllByText('Ce champ est obligatoire')).length).toBe(3);
    type(/^Votre nom/, 'Anna');
    type(/^Votre adresse e-mail/, 'anna@');
    type(/^Message/, 'Bonjour !');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Entrez une adresse e-mail valide')).toBeTruthy();
    type(/^Votre adresse e-mail/, 'anna@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("Votre message a bien été envoyé à l'organisation.")).toBeTruthy();
  });

  it('offers no form when the organization has no contact address', async () => {
    renderContact(organizationMocks([], { ...organization, hasContactEmail: false }));
    expect(await screen.findByText(/n'a pas d'adresse de contact/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });
});
