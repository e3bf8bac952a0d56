import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  type CampaignMailInput,
  MailingCampaignDocument,
  MailTemplatesDocument,
  PreviewCampaignMailDocument,
  SendCampaignMailDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import CampaignMailPage from './CampaignMailPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

// The rich editor (tiptap) is not what this page tests: a plain text area stands in for it.
jest.mock('./LazyMailEditor', () => ({
  LazyMailEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
  ),
}));

const campaign = {
  request: { query: MailingCampaignDocument, variables: { id: 'c1' } },
  result: {
    data: {
      campaign: { __typename: 'Campaign' as const, id: 'c1', name: 'Bénévoles 2031', contactName: 'Anne Martin', contactEmail: 'anne@example.org' },
    },
  },
  maxUsageCount: 10,
};

const templates = {
  request: { query: MailTemplatesDocument },
  result: { data: { mailTemplates: [] } },
  maxUsageCount: 10,
};

type Variables = { campaignId: string; input: CampaignMailInput; volunteerId?: string | null };

/** The server's preview: rendered for Anna, the recipients the chosen registrations (or all) give. */
function previewMock(previews: Variables[], count: number) {
  return {
    request: { query: PreviewCampaignMailDocument, variables: () => true },
    result: (variables: Variables) => {
      previews.push(variables);
      return {
        data: {
          previewCampaignMail: {
            __typename: 'MailPreview' as const,
            subject: 'Organisation: Bénévoles 2031',
            html: `<p>${variables.input.body}</p>`,
            text: variables.input.body,
            recipientsCount: count,
            to: { __typename: 'MailRecipientPreview' as const, volunteerId: 'v1', name: 'Anna Muster', email: 'anna@example.org' },
            recipients: [],
          },
        },
      };
    },
    maxUsageCount: 50,
  };
}

function renderPage(path: string, mocks: object[]) {
  const router = createMemoryRouter(
    [
      { path: '/campaigns/volunteers/:cmpId/mail', Component: CampaignMailPage },
      { path: '/campaigns/volunteers/:cmpId', element: <p>Registrations page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

describe('campaign mail page', () => {
  beforeEach(() => jest.clearAllMocks());

  it('writes to the chosen registrations: placeholders help, server preview, confirmation, toast, back to the registrations', async () => {
    const previews: Variables[] = [];
    const sent: Variables[] = [];
    const router = renderPage('/campaigns/volunteers/c1/mail?registrations=r1,r2', [
      campaign,
      templates,
      previewMock(previews, 2),
      {
        request: { query: SendCampaignMailDocument, variables: () => true },
        result: (variables: Variables) => {
          sent.push(variables);
          return { data: { sendCampaignMail: { __typename: 'MailingResult' as const, onlyOwner: false, recipientsCount: 2, sentTo: null, communication: null } } };
        },
      },
    ]);

    expect(await screen.findByRole('heading', { name: 'Écrire aux inscrits : Bénévoles 2031' })).toBeTruthy();
    expect(screen.getByTestId('campaign-mail-recipients').textContent).toBe('Destinataires : 2 inscriptions choisies');
    expect(screen.getByText('Les réponses arrivent à Anne Martin <anne@example.org>')).toBeTruthy();
    const help = screen.getByTestId('campaign-placeholders');
    for (const name of ['{volunteerName}', '{campaignName}', '{coordinatorName}', '{coordinatorEmail}', '{portalLink}']) {
      expect(within(help).getByText(name)).toBeTruthy();
    }
    expect(within(help).queryByText('{eventName}')).toBeNull();

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour {volunteerName}' } });
    await waitFor(() => expect(previews.some((p) => p.input.body === 'Bonjour {volunteerName}')).toBe(true));
    expect(previews.every((p) => p.campaignId === 'c1' && JSON.stringify(p.input.registrationIds) === '["r1","r2"]')).toBe(true);
    expect(await screen.findByText('Aperçu pour Anna Muster <anna@example.org>')).toBeTruthy();
    expect(screen.getByTestId('preview-subject').textContent).toBe('Organisation: Bénévoles 2031');

    const submit = await screen.findByRole('button', { name: 'Envoyer à 2 bénévoles' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Le message part vers 2 bénévoles. Un envoi ne peut pas être annulé.')).toBeTruthy();
    // Nothing leaves before the confirmation.
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Envoi en cours à 2 destinataires'));
    expect(sent).toEqual([{ campaignId: 'c1', input: { subject: null, body: 'Bonjour {volunteerName}', registrationIds: ['r1', 'r2'] } }]);
    expect(await screen.findByText('Registrations page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/campaigns/volunteers/c1');
  });

  it('writes to every registration without a selection, and shows the server refusal without leaving', async () => {
    const previews: Variables[] = [];
    renderPage('/campaigns/volunteers/c1/mail', [
      campaign,
      templates,
      previewMock(previews, 3),
      {
        request: { query: SendCampaignMailDocument, variables: () => true },
        result: { errors: [new GraphQLError('Aucun bénévole ne correspond à ces critères', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    expect(await screen.findByText('Destinataires : toutes les inscriptions de la campagne')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Objet'), { target: { value: 'Nouvelles de {campaignName}' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour' } });
    const submit = await screen.findByRole('button', { name: 'Envoyer à 3 bénévoles' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await waitFor(() => expect(previews.at(-1)?.input).toEqual({ subject: 'Nouvelles de {campaignName}', body: 'Bonjour', registrationIds: null }));
    fireEvent.click(submit);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Aucun bénévole ne correspond à ces critères'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByText('Registrations page')).toBeNull();
  });

  it('says so when the campaign is unknown here', async () => {
    renderPage('/campaigns/volunteers/c1/mail', [
      { request: { query: MailingCampaignDocument, variables: { id: 'c1' } }, result: { errors: [new GraphQLError('x', { extensions: { code: 'NOT_FOUND' } })] } },
      templates,
    ]);
    expect(await screen.findByText("Cette campagne n'existe pas")).toBeTruthy();
  });
});
