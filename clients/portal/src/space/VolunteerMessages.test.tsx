import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VolunteerCampaignsDocument, VolunteerMessageDocument, VolunteerMessagesDocument, VolunteerSpaceDocument } from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import VolunteerMessagePage, { linkify, messageDocument } from './VolunteerMessagePage';
import { featuresOff } from './space-test-mocks';
import VolunteerSpacePage from './VolunteerSpacePage';

const space = {
  __typename: 'VolunteerSpace' as const,
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  organizationName: 'FC Vétroz',
  participations: [],
  waitingList: [],
};

// Midday UTC: the same calendar day in every time zone the tests may run in.
function message(id: string, subject: string, sentAt: string, eventName = 'Fête du village') {
  return { __typename: 'VolunteerCommunication' as const, id, subject, eventName, organizationName: 'FC Vétroz', sentAt };
}

const messages = [
  message('11', 'Infos parking', '2031-05-02T12:00:00.000Z'),
  message('12', 'Merci à tous !', '2031-06-20T12:00:00.000Z'),
  message('10', 'Bienvenue', '2031-04-01T12:00:00.000Z', ''),
];

function spaceMock(): MockLink.MockedResponse {
  return { request: { query: VolunteerSpaceDocument, variables: { token: 'tok' } }, result: { data: { volunteerSpace: space } } };
}

function messagesMock(list: ReturnType<typeof message>[]): MockLink.MockedResponse {
  return { request: { query: VolunteerMessagesDocument, variables: { token: 'tok' } }, result: { data: { volunteerCommunications: list } } };
}

function messageMock(id: string, text: string, html: string): MockLink.MockedResponse {
  const summary = messages.find((m) => m.id === id) ?? message(id, 'Sujet', '2031-05-02T12:00:00.000Z');
  return {
    request: { query: VolunteerMessageDocument, variables: { token: 'tok', id } },
    result: { data: { volunteerCommunication: { ...summary, text, html } } },
  };
}

const html = '<!DOCTYPE html>\n<html lang="fr">\n<head>\n<meta charset="utf-8">\n<title>Infos parking</title>\n</head>\n<body><p>Le <strong>parking</strong> est derrière la salle.</p></body>\n</html>';

function renderAt(entry: string, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/portal/t/:token', Component: VolunteerSpacePage },
      { path: '/portal/t/:token/messages/:id', Component: VolunteerMessagePage },
    ],
    { initialEntries: [entry] },
  );
  // The space's "My campaigns" section asks too: none here (VolunteerCampaigns.test.tsx).
  const noCampaigns = { request: { query: VolunteerCampaignsDocument, variables: { token: 'tok' } }, result: { data: { volunteerCampaignRegistrations: [] } } };
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages, mocks: [...mocks, noCampaigns, ...featuresOff()] });
  return router;
}

async function messagesSection(): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: 'Mes messages' })).closest('section') as HTMLElement;
}

describe("the volunteer's messages", () => {
  it('lists the mails received, newest first, with subject, event and date', async () => {
    renderAt('/portal/t/tok', [spaceMock(), messagesMock(messages)]);
    const section = await messagesSection();
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/portal/t/tok/messages/12',
      '/portal/t/tok/messages/11',
      '/portal/t/tok/messages/10',
    ]);
    expect(within(links[0]).getByText('Merci à tous !')).toBeTruthy();
    expect(within(links[0]).getByText('Fête du village')).toBeTruthy();
    expect(within(links[0]).getByText(/^ven\. 20\.06\.2031, \d\d:\d\d$/)).toBeTruthy();
    expect(within(links[1]).getByText(/^ven\. 02\.05\.2031, /)).toBeTruthy();
    // A mail without event names its organization.
    expect(within(links[2]).getByText('FC Vétroz')).toBeTruthy();
    expect(within(section).queryByText('Aucun message')).toBeNull();
  });

  it('says when no mail was received', async () => {
    renderAt('/portal/t/tok', [spaceMock(), messagesMock([])]);
    const section = await messagesSection();
    expect(await within(section).findByText('Aucun message')).toBeTruthy();
    expect(within(section).getByText("Les e-mails que l'organisation vous envoie s'afficheront ici.")).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('shows a loader, then an error with a retry', async () => {
    renderAt('/portal/t/tok', [
      spaceMock(),
      { request: { query: VolunteerMessagesDocument, variables: { token: 'tok' } }, error: new Error('Network down'), delay: 200 },
      messagesMock(messages),
    ]);
    const section = await messagesSection();
    expect(within(section).getByRole('status')).toBeTruthy();
    expect(within(section).getByLabelText('Chargement des messages…')).toBeTruthy();
    expect(section.getAttribute('aria-busy')).toBe('true');
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText('Vos messages ne peuvent pas être affichés pour le moment.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByText('Merci à tous !')).toBeTruthy();
  });

  it('shows five messages, then all on demand', async () => {
    const many = Array.from({ length: 7 }, (_, i) => message(String(i + 1), `Message ${i + 1}`, `2031-05-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`));
    renderAt('/portal/t/tok', [spaceMock(), messagesMock(many)]);
    const section = await messagesSection();
    expect(await within(section).findAllByRole('link')).toHaveLength(5);
    expect(within(section).getByText('Message 7')).toBeTruthy();
    expect(within(section).queryByText('Message 2')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Afficher les 7 messages' }));
    expect(within(section).getAllByRole('link')).toHaveLength(7);
    expect(within(section).queryByRole('button', { name: /Afficher/ })).toBeNull();
  });

  it('opens one message in a sandboxed frame, and comes back to it in the list', async () => {
    const router = renderAt('/portal/t/tok', [spaceMock(), messagesMock(messages), messageMock('11', 'Le parking est derrière la salle.', html)]);
    const section = await messagesSection();
    fireEvent.click(await within(section).findByRole('link', { name: /Infos parking/ }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Infos parking' });
    expect(router.state.location.pathname).toBe('/portal/t/tok/messages/11');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('De FC Vétroz · Fête du village')).toBeTruthy();
    expect(screen.getByText(/^Envoyé le ven\. 02\.05\.2031, /)).toBeTruthy();
    const frame = screen.getByTitle('Contenu du message') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Le <strong>parking</strong> est derrière la salle.</p>');
    // The mail's HTML stays in the frame, never in the page.
    expect(document.body.querySelector('strong')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Retour à mon espace' }));
    const back = await within(await messagesSection()).findByRole('link', { name: /Infos parking/ });
    await waitFor(() => expect(document.activeElement).toBe(back));
  });

  it('shows a mail without HTML part as text, addresses as links', async () => {
    const text = 'Bonjour Anna,\n\nLe parking est derrière la salle. <b>Pas de balise</b>\nPlan : https://example.org/plan.\nQuestions : info@fc-vetroz.ch';
    renderAt('/portal/t/tok/messages/11', [messageMock('11', text, '')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Infos parking' })).toBeTruthy();
    const body = screen.getByRole('region', { name: 'Contenu du message' });
    expect(body.textContent).toContain('Le parking est derrière la salle. <b>Pas de balise</b>');
    expect(body.querySelector('b')).toBeNull();
    expect(within(body).getByRole('link', { name: 'https://example.org/plan' }).getAttribute('href')).toBe('https://example.org/plan');
    expect(within(body).getByRole('link', { name: 'info@fc-vetroz.ch' }).getAttribute('href')).toBe('mailto:info@fc-vetroz.ch');
  });

  it('says when the message does not exist', async () => {
    renderAt('/portal/t/tok/messages/99', [
      {
        request: { query: VolunteerMessageDocument, variables: { token: 'tok', id: '99' } },
        result: { errors: [new GraphQLError('Introuvable', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Message introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir mon espace' }).getAttribute('href')).toBe('/portal/t/tok');
  });

  it('opens the links of a mail in a new tab, without referrer', () => {
    expect(messageDocument(html)).toContain('<head><base target="_blank"><meta name="referrer" content="no-referrer">\n<meta charset="utf-8">');
    expect(messageDocument('<p>Salut</p>')).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8"><base target="_blank"><meta name="referrer" content="no-referrer"></head><body><p>Salut</p></body></html>',
    );
  });

  it('links web and e-mail addresses of a text, punctuation aside', () => {
    renderWithProviders(<p>{linkify('Voir https://a.ch/x?y=1, ou (https://b.ch/z). Mail: a.b@c-d.ch!')}</p>);
    expect(screen.getByRole('link', { name: 'https://a.ch/x?y=1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://b.ch/z' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'a.b@c-d.ch' }).getAttribute('href')).toBe('mailto:a.b@c-d.ch');
    expect(screen.getAllByRole('link').every((link) => link.getAttribute('rel')?.includes('noreferrer'))).toBe(true);
  });
});
