import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type CampaignRegistrationInput, PublicCampaignDocument, RegisterForCampaignDocument } from '../gql/graphql';
import { publicMessages } from '../i18n/messages';
import { formField as emptyFormField } from '../test-fixtures';
import CampaignPage from './CampaignPage';

const campaign = {
  __typename: 'Campaign' as const,
  id: '5',
  token: 'tok-2031',
  name: 'Bénévoles 2031',
  description: 'Rejoignez les bénévoles du club pour la saison 2031.',
  logo: null,
  contactName: 'Anne Martin',
  contactEmail: 'anne@example.org',
  organizationName: 'FC Vétroz',
  rankablePositionNames: ['Bar', 'Cuisine', 'Parking'],
  form: { __typename: 'CampaignForm' as const, id: 'f5', fields: [] as object[] },
};

const attribute = (id: string, name: string, valueType: string, options: string[] = []) => ({
  __typename: 'Attribute' as const,
  id,
  name,
  valueType,
  options: options.map((option, index) => ({ __typename: 'AttributeOption' as const, id: `${id}-o${index + 1}`, option })),
});

/** A field of the campaign's own form (`extra` loosely typed: the attribute's value type as a plain string). */
function formField(id: string, order: number, extra: Record<string, unknown>) {
  return { ...emptyFormField(id, order), type: 'campaign', ...extra };
}

/** A campaign whose form asks a shirt size, a note shown only for "Autre", the town and a required picture. */
const withForm = {
  ...campaign,
  form: {
    ...campaign.form,
    fields: [
      formField('ff1', 1, { attribute: attribute('a1', 'Taille de t-shirt', 'enum', ['S', 'M', 'Autre']), isRequired: true }),
      formField('ff2', 2, {
        attribute: attribute('a2', 'Précisez', 'text'),
        label: 'Quelle taille ?',
        isRequired: true,
        condition: { __typename: 'FieldCondition' as const, targetAttribute: 'a1', targetOption: 'a1-o3' },
      }),
      formField('ff3', 3, { type: 'base', baseAttribute: 'city', isRequired: true }),
      formField('ff4', 4, { type: 'base', baseAttribute: 'profile_picture', isRequired: true }),
    ],
  },
};

const withFormMock: MockLink.MockedResponse = {
  request: { query: PublicCampaignDocument, variables: { token: 'tok-2031' } },
  result: { data: { publicCampaign: withForm } },
};

/** The first bytes of a PNG, then a few more: enough for the content check. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PNG_BASE64 = Buffer.from(PNG_BYTES).toString('base64');

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText(/^Photo de profil/), { target: { files: [file] } });
}

const campaignMock: MockLink.MockedResponse = {
  request: { query: PublicCampaignDocument, variables: { token: 'tok-2031' } },
  result: { data: { publicCampaign: campaign } },
};

function registerMock(result: MockLink.MockedResponse['result'], sent: { input?: CampaignRegistrationInput } = {}): MockLink.MockedResponse {
  return {
    request: {
      query: RegisterForCampaignDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.input = variables.input as CampaignRegistrationInput;
        return true;
      },
    },
    result,
  };
}

function renderPage(mocks: MockLink.MockedResponse[], entry = '/o/fc-vetroz/c/tok-2031') {
  const router = createMemoryRouter(
    [
      { path: '/o/:orgSlug/c/:token', Component: CampaignPage },
      { path: '/o/:orgSlug', element: <p>organization</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: publicMessages, mocks });
  return router;
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillIn(phone = '') {
  await screen.findByRole('heading', { name: 'Je m’inscris à la campagne' });
  type(/^Prénom/, 'Luc');
  type(/^Nom/, 'Favre');
  type(/^E-mail/, 'luc@example.org');
  type(/^Confirmation de l'e-mail/, 'luc@example.org');
  if (phone) type(/^Téléphone/, phone);
  fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte que mes données soient transmises à FC Vétroz pour l'organisation de cette campagne/ }));
}

describe('campaign page', () => {
  it('shows the campaign, registers and says to check the mailbox', async () => {
    const sent: { input?: CampaignRegistrationInput } = {};
    renderPage([campaignMock, registerMock({ data: { registerForCampaign: true } }, sent)]);
    expect(await screen.findByRole('heading', { name: 'Bénévoles 2031' })).toBeTruthy();
    expect(screen.getByText('Rejoignez les bénévoles du club pour la saison 2031.')).toBeTruthy();
    expect(screen.getByText('Contact : Anne Martin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'anne@example.org' }).getAttribute('href')).toBe('mailto:anne@example.org');

    await fillIn('079 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));

    expect(await screen.findByRole('heading', { name: 'Merci Luc, votre inscription est enregistrée !' })).toBeTruthy();
    expect(screen.getByText('Consultez votre e-mail')).toBeTruthy();
    expect(screen.getByText(/Une confirmation a été envoyée à luc@example.org/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'organisation" }).getAttribute('href')).toBe('/o/fc-vetroz');
    expect(sent.input).toEqual({
      token: 'tok-2031',
      firstName: 'Luc',
      lastName: 'Favre',
      email: 'luc@example.org',
      emailConfirmation: 'luc@example.org',
      phoneNumber: '+41 79 123 45 67',
      policyAccepted: true,
      language: 'fr',
    });
  });

  it('checks the form with the shared rules before sending', async () => {
    renderPage([campaignMock]);
    await screen.findByRole('heading', { name: 'Je m’inscris à la campagne' });
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect((await screen.findAllByText('Ce champ est obligatoire')).length).toBe(4);
    expect(screen.getByText('Vous devez accepter la politique de confidentialité')).toBeTruthy();
    type(/^E-mail/, 'luc@example.org');
    type(/^Confirmation de l'e-mail/, 'luc@example.com');
    type(/^Téléphone/, '12');
    expect(await screen.findByText('Les adresses e-mail doivent être identiques')).toBeTruthy();
    expect(await screen.findByText('Numéro non valide')).toBeTruthy();
  });

  it("puts the server's field errors on their fields", async () => {
    const refused = registerMock({
      errors: [
        new GraphQLError('Données invalides', {
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: ['Entrez une adresse e-mail valide'], phoneNumber: ['Numéro non valide'] } },
        }),
      ],
    });
    renderPage([campaignMock, refused]);
    await fillIn('+41 79 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByText('Entrez une adresse e-mail valide')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Numéro non valide')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Valider mon inscription' })).toBeTruthy();
  });

  it('says clearly when the campaign was closed in the meantime', async () => {
    const closed = registerMock({
      errors: [new GraphQLError('Cette campagne est fermée : elle ne prend plus de nouvelles inscriptions', { extensions: { code: 'CONFLICT' } })],
    });
    renderPage([campaignMock, closed]);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByText('Cette campagne ne prend plus d’inscriptions')).toBeTruthy();
    expect(screen.getByText('Cette campagne est fermée : elle ne prend plus de nouvelles inscriptions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Valider mon inscription' })).toBeNull();
  });

  it('shows the not-found state for an unknown or unpublished token', async () => {
    renderPage(
      [
        {
          request: { query: PublicCampaignDocument, variables: { token: 'nope' } },
          result: { errors: [new GraphQLError("Cette campagne n'existe pas", { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
      '/o/fc-vetroz/c/nope',
    );
    expect(await screen.findByRole('heading', { name: "Cette campagne n'existe pas ou n'est plus publiée" })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'organisation" }).getAttribute('href')).toBe('/o/fc-vetroz');
    expect(screen.queryByRole('button', { name: 'Valider mon inscription' })).toBeNull();
  });

  describe('with a campaign form', () => {
    it('shows the custom fields, the base attributes and a conditional field only when its option is chosen', async () => {
      renderPage([withFormMock]);
      await screen.findByRole('heading', { name: 'Je m’inscris à la campagne' });
      const shirt = screen.getByRole('radiogroup', { name: /Taille de t-shirt/ });
      expect(within(shirt).getAllByRole('radio')).toHaveLength(3);
      expect(screen.getByLabelText(/^Localité/)).toBeTruthy();
      expect(screen.queryByLabelText(/^Quelle taille \?/)).toBeNull();
      fireEvent.click(within(shirt).getByRole('radio', { name: 'Autre' }));
      expect(await screen.findByLabelText(/^Quelle taille \?/)).toBeTruthy();
      fireEvent.click(within(shirt).getByRole('radio', { name: 'M' }));
      expect(screen.queryByLabelText(/^Quelle taille \?/)).toBeNull();
    });

    it('requires the fields the form requires, the picture included', async () => {
      renderPage([withFormMock]);
      await fillIn();
      fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
      expect(await screen.findByText('Corrigez les champs signalés pour continuer.')).toBeTruthy();
      expect(screen.getByLabelText(/^Photo de profil/).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText(/^Localité/).getAttribute('aria-invalid')).toBe('true');
    });

    it('refuses a file that is not a JPEG or PNG image, and one that only has the name of one', async () => {
      renderPage([withFormMock]);
      await screen.findByRole('heading', { name: 'Je m’inscris à la campagne' });
      const input = screen.getByLabelText(/^Photo de profil/);
      expect(input.getAttribute('type')).toBe('file');
      expect(input.getAttribute('accept')).toBe('image/jpeg,image/png');
      chooseFile(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText('Uniquement les formats PNG ou JPEG sont autorisés')).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByRole('img', { name: 'Aperçu de la photo de profil' })).toBeNull();
      chooseFile(new File(['%PDF-1.4 not a picture'], 'photo.png', { type: 'image/png' }));
      expect(await screen.findByText('Uniquement les formats PNG ou JPEG sont autorisés')).toBeTruthy();
      expect(screen.queryByRole('img', { name: 'Aperçu de la photo de profil' })).toBeNull();
    });

    it('refuses a picture over 5 MB', async () => {
      renderPage([withFormMock]);
      await screen.findByRole('heading', { name: 'Je m’inscris à la campagne' });
      const big = new File([PNG_BYTES], 'big.png', { type: 'image/png' });
      Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
      chooseFile(big);
      expect(await screen.findByText('Fichier trop volumineux')).toBeTruthy();
    });

    it('sends the answers, the base attributes and the picture as base64', async () => {
      const sent: { input?: CampaignRegistrationInput } = {};
      renderPage([withFormMock, registerMock({ data: { registerForCampaign: true } }, sent)]);
      await fillIn();
      fireEvent.click(screen.getByRole('radio', { name: 'Autre' }));
      type(/^Quelle taille \?/, 'XXL');
      type(/^Localité/, 'Vétroz');
      chooseFile(new File([PNG_BYTES], 'moi.png', { type: 'image/png' }));
      const preview = await screen.findByRole('img', { name: 'Aperçu de la photo de profil' });
      expect(preview.getAttribute('src')).toBe(`data:image/png;base64,${PNG_BASE64}`);
      fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
      expect(await screen.findByRole('heading', { name: 'Merci Luc, votre inscription est enregistrée !' })).toBeTruthy();
      expect(sent.input).toEqual({
        token: 'tok-2031',
        firstName: 'Luc',
        lastName: 'Favre',
        email: 'luc@example.org',
        emailConfirmation: 'luc@example.org',
        town: 'Vétroz',
        profilePicture: PNG_BASE64,
        answers: [
          { attributeId: 'a1', value: 'a1-o3' },
          { attributeId: 'a2', value: 'XXL' },
        ],
        policyAccepted: true,
        language: 'fr',
      });
    });

    it('asks for dates with hours and ranked position names (issue 18), checks and sends them', async () => {
      const withPreferences = {
        ...campaign,
        form: {
          ...campaign.form,
          fields: [
            formField('ff1', 1, { type: 'base', baseAttribute: 'availability', isRequired: true }),
            formField('ff2', 2, { type: 'base', baseAttribute: 'preferred_positions', isRequired: false }),
          ],
        },
      };
      const sent: { input?: CampaignRegistrationInput } = {};
      renderPage([
        { request: { query: PublicCampaignDocument, variables: { token: 'tok-2031' } }, result: { data: { publicCampaign: withPreferences } } },
        registerMock({ data: { registerForCampaign: true } }, sent),
      ]);
      await fillIn();
      expect(screen.getByRole('group', { name: /^Disponibilités/ })).toBeTruthy();
      // Required and empty: the shared schema's message, on the field.
      fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
      expect(await screen.findByText('Indiquez au moins une disponibilité')).toBeTruthy();
      expect(sent.input).toBeUndefined();

      fireEvent.click(screen.getByRole('button', { name: 'Ajouter une date' }));
      type('Date 1', '2031-05-16');
      fireEvent.change(screen.getByLabelText(/^De, vendredi 16\.05\.2031/i), { target: { value: '18:00' } });
      fireEvent.change(screen.getByLabelText('1er choix'), { target: { value: 'Cuisine' } });
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter comme 1er choix' }));
      fireEvent.change(screen.getByLabelText('2e choix'), { target: { value: 'Bar' } });
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter comme 2e choix' }));
      fireEvent.click(screen.getByRole('button', { name: 'Monter Bar' }));
      fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
      expect(await screen.findByRole('heading', { name: 'Merci Luc, votre inscription est enregistrée !' })).toBeTruthy();
      expect(sent.input).toEqual({
        token: 'tok-2031',
        firstName: 'Luc',
        lastName: 'Favre',
        email: 'luc@example.org',
        emailConfirmation: 'luc@example.org',
        policyAccepted: true,
        language: 'fr',
        availability: [{ day: '2031-05-16', from: '18:00', to: '24:00' }],
        preferredPositionNames: ['Bar', 'Cuisine'],
      });
    });

    it("puts the server's errors on the picture and on an answer", async () => {
      const refused = registerMock({
        errors: [
          new GraphQLError('Données invalides', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: { profilePicture: ['Fichier trop volumineux'], 'answers.a2': ['Ce texte est refusé'] },
            },
          }),
        ],
      });
      renderPage([withFormMock, refused]);
      await fillIn();
      fireEvent.click(screen.getByRole('radio', { name: 'Autre' }));
      type(/^Quelle taille \?/, 'XXL');
      type(/^Localité/, 'Vétroz');
      chooseFile(new File([PNG_BYTES], 'moi.png', { type: 'image/png' }));
      await screen.findByRole('img', { name: 'Aperçu de la photo de profil' });
      fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
      expect(await screen.findByText('Fichier trop volumineux')).toBeTruthy();
      expect(screen.getByLabelText(/^Photo de profil/).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Ce texte est refusé')).toBeTruthy();
      expect(screen.getByLabelText(/^Quelle taille \?/).getAttribute('aria-invalid')).toBe('true');
    });
  });
});
