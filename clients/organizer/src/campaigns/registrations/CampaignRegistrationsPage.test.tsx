import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CampaignRegistrationsDocument, CampaignRegistrationsPerDayDocument, DeleteCampaignRegistrationDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import CampaignRegistrationsPage from './CampaignRegistrationsPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

interface Extra {
  town?: string;
  categoryIds?: string[];
  profilePicture?: string | null;
  answers?: Array<{ attributeId: string; value: string; display: string; valueType: string }>;
}

function registration(id: string, firstName: string, phoneNumber = '', extra: Extra = {}) {
  return {
    __typename: 'CampaignRegistration' as const,
    id,
    createdAt: '2030-06-01T10:00:00Z',
    volunteerId: `v${id}`,
    profilePicture: extra.profilePicture ?? null,
    customAttributeValues: (extra.answers ?? []).map((answer) => ({ __typename: 'AttributeValue' as const, ...answer })),
    volunteer: {
      __typename: 'Volunteer' as const,
      id: `v${id}`,
      firstName,
      lastName: 'Test',
      email: `${firstName.toLowerCase()}@example.org`,
      phoneNumber,
      address: '',
      town: extra.town ?? '',
      postcode: '',
      country: '',
      bornDate: null,
      categoryIds: extra.categoryIds ?? [],
    },
  };
}

const attribute = (id: string, name: string, valueType: string, options: string[] = []) => ({
  __typename: 'Attribute' as const,
  id,
  name,
  valueType,
  options: options.map((option, index) => ({ __typename: 'AttributeOption' as const, id: `${id}-${index + 1}`, option })),
});

const column = (id: string, order: number, extra: Record<string, unknown>) => ({
  __typename: 'FormField' as const,
  id,
  type: 'campaign',
  baseAttribute: null,
  label: '',
  order,
  attribute: null,
  ...extra,
});

/** A form asking a shirt size (choice), remarks (text), the town (base) and a picture. */
const FORM_FIELDS = [
  column('f1', 1, { attribute: attribute('a1', 'Taille de t-shirt', 'enum', ['S', 'M', 'L']) }),
  column('f2', 2, { label: 'Remarques', attribute: attribute('a2', 'Remarques', 'text') }),
  column('f3', 3, { type: 'base', baseAttribute: 'city' }),
  column('f4', 4, { type: 'base', baseAttribute: 'profile_picture' }),
];

const CATEGORIES = [
  { __typename: 'VolunteerCategory' as const, id: 'k1', name: 'Cuisine' },
  { __typename: 'VolunteerCategory' as const, id: 'k2', name: 'Bar' },
];

const list = (registrations: ReturnType<typeof registration>[], fields: object[] = [], categories: object[] = []) => ({
  request: { query: CampaignRegistrationsDocument, variables: { campaignId: 'c1' } },
  result: {
    data: {
      campaign: { __typename: 'Campaign' as const, id: 'c1', name: 'Bénévoles 2031', nbRegistrations: registrations.length, timeZone: 'Europe/Zurich' },
      campaignRegistrations: registrations,
      campaignForm: { __typename: 'CampaignForm' as const, id: 'form1', fields },
      volunteerCategories: categories,
    },
  },
  maxUsageCount: 10,
});

const answer = (attributeId: string, value: string, display: string, valueType = 'text') => ({ attributeId, value, display, valueType });

const withAnswers = () =>
  list(
    [
      registration('1', 'Anna', '', {
        town: 'Vétroz',
        categoryIds: ['k1'],
        profilePicture: '/media/anna.png',
        answers: [answer('a1', 'a1-2', 'M', 'enum'), answer('a2', 'Végétarienne', 'Végétarienne')],
      }),
      registration('2', 'Ben', '', { town: 'Sion', categoryIds: ['k2'], answers: [answer('a1', 'a1-3', 'L', 'enum')] }),
      registration('3', 'Chloé', '', { town: 'Conthey', categoryIds: ['k1', 'k2'], answers: [answer('a1', 'a1-3', 'L', 'enum')] }),
    ],
    FORM_FIELDS,
    CATEGORIES,
  );

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/campaigns/volunteers/:cmpId', Component: CampaignRegistrationsPage }], {
    initialEntries: ['/campaigns/volunteers/c1'],
  });
  // The registrations-per-day chart asks for its figures once (RegistrationsTools.test.tsx tests it).
  const perDay = {
    request: { query: CampaignRegistrationsPerDayDocument, variables: { id: 'c1' } },
    result: { data: { campaign: { __typename: 'Campaign', id: 'c1', timeZone: 'Europe/Zurich', registrationsPerDay: [] } } },
  };
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: [...mocks, perDay] as never });
}

describe('campaign registrations', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists the registrations, searches and selects', async () => {
    renderPage([list([registration('1', 'Anna', '+41 79 123 45 67'), registration('2', 'Ben')])]);
    const anna = (await screen.findByText('Anna Test')).closest('tr') as HTMLElement;
    expect(within(anna).getByText('anna@example.org')).toBeTruthy();
    expect(within(anna).getByText('+41 79 123 45 67')).toBeTruthy();
    expect(within(anna).getByText('01.06.2030')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Inscriptions : Bénévoles 2031' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Sélectionner Anna Test'));
    expect(screen.getByText(/1 sélectionnée\b/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'ben' } });
    expect(screen.queryByText('Anna Test')).toBeNull();
    expect(screen.getByText('Ben Test')).toBeTruthy();
  });

  it('deletes a registration after confirmation', async () => {
    renderPage([
      list([registration('1', 'Anna'), registration('2', 'Ben')]),
      { request: { query: DeleteCampaignRegistrationDocument, variables: { id: '1' } }, result: { data: { deleteCampaignRegistration: true } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: "Supprimer l'inscription de Anna Test" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Supprimer l'inscription de Anna Test à cette campagne ?")).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Inscription supprimée'));
    await waitFor(() => expect(screen.queryByText('Anna Test')).toBeNull());
    expect(screen.getByText('Ben Test')).toBeTruthy();
  });

  it('says so when nobody registered yet', async () => {
    renderPage([list([])]);
    expect(await screen.findByRole('heading', { name: 'Aucune inscription' })).toBeTruthy();
  });

  it('shows one column per form field: the answers, the base values and the picture', async () => {
    renderPage([withAnswers()]);
    const anna = (await screen.findByText('Anna Test')).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Taille de t-shirt', 'Remarques', 'Localité', 'Photo de profil']));
    expect(headers.indexOf('Taille de t-shirt')).toBeLessThan(headers.indexOf('Localité'));
    expect(within(anna).getByText('M')).toBeTruthy();
    expect(within(anna).getByText('Végétarienne')).toBeTruthy();
    expect(within(anna).getByText('Vétroz')).toBeTruthy();
    expect(within(anna).getByRole('img', { name: 'Photo de profil de Anna Test' })).toBeTruthy();
    const ben = screen.getByText('Ben Test').closest('tr') as HTMLElement;
    expect(within(ben).queryByRole('img', { name: /Photo de profil de/ })).toBeNull();
  });

  it('filters by answer and by category, and "select all" takes only the rows shown', async () => {
    renderPage([withAnswers()]);
    await screen.findByText('Anna Test');
    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    fireEvent.change(screen.getByLabelText('Taille de t-shirt'), { target: { value: 'a1-3' } });
    expect(screen.queryByText('Anna Test')).toBeNull();
    expect(screen.getByText('Ben Test')).toBeTruthy();
    expect(screen.getByText('Chloé Test')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Localité'), { target: { value: 'CONTH' } });
    expect(screen.queryByText('Ben Test')).toBeNull();
    expect(screen.getByText('Chloé Test')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Localité'), { target: { value: '' } });

    fireEvent.click(screen.getByLabelText('Tout sélectionner'));
    expect(screen.getByText(/2 sélectionnées/)).toBeTruthy();
    expect((screen.getByLabelText('Sélectionner Ben Test') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sélectionner Chloé Test') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Taille de t-shirt'), { target: { value: '' } });
    expect((screen.getByLabelText('Sélectionner Anna Test') as HTMLInputElement).checked).toBe(false);

    const categories = screen.getByRole('combobox', { name: 'Catégories de bénévoles' });
    fireEvent.click(categories);
    const listbox = await waitFor(() => {
      const element = document.getElementById(categories.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Cuisine', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Ben Test')).toBeNull());
    expect(screen.getByText('Anna Test')).toBeTruthy();
    expect(screen.getByText('Chloé Test')).toBeTruthy();
  });

  it('says so when the filters match nothing, and clears them', async () => {
    renderPage([withAnswers()]);
    await screen.findByText('Anna Test');
    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    fireEvent.change(screen.getByLabelText('Remarques'), { target: { value: 'sans gluten' } });
    expect(screen.getByRole('heading', { name: 'Aucune inscription ne correspond aux filtres' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(screen.getByRole('heading', { name: 'Aucune inscription ne correspond aux filtres' }).parentElement as HTMLElement).getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByText('Anna Test')).toBeTruthy();
    expect(screen.getByText('Ben Test')).toBeTruthy();
  });
});
