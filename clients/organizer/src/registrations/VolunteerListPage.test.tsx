import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  CreateVolunteerCategoryDocument,
  DeleteVolunteerDocument,
  ExportVolunteersDocument,
  SetVolunteersCategoriesDocument,
  VolunteerCategoriesDocument,
  VolunteerListDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import VolunteerCategoriesPage from './VolunteerCategoriesPage';
import VolunteerListPage, { commonCategoryIds } from './VolunteerListPage';

// Toasts come from the screens and from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const category = (id: string, name: string, isByDefault = false) => ({ __typename: 'VolunteerCategory' as const, id, name, isByDefault });
const volunteer = (id: string, firstName: string, categories: Array<ReturnType<typeof category>>) => ({
  __typename: 'Volunteer' as const,
  id,
  firstName,
  lastName: 'Muster',
  email: `${firstName.toLowerCase()}@example.org`,
  phoneNumber: '+41 79 000 00 00',
  town: 'Vevey',
  ageBand: '18+',
  numberSlots: 2,
  categories: categories.map(({ id: cid, name }) => ({ __typename: 'VolunteerCategory' as const, id: cid, name })),
});

const staff = category('c1', 'Staff');
const youth = category('c2', 'Jeunes');
const volunteers = [volunteer('1', 'Anna', [staff, youth]), volunteer('2', 'Ben', [staff])];

const listMock = {
  request: { query: VolunteerListDocument, variables: { search: null, categoryId: null } },
  result: { data: { volunteers } },
  maxUsageCount: 10,
};
const categoriesMock = {
  request: { query: VolunteerCategoriesDocument },
  result: { data: { volunteerCategories: [staff, youth] } },
  maxUsageCount: 10,
};

function renderList(mocks: object[]) {
  return renderWithProviders(
    <MemoryRouter>
      <VolunteerListPage />
    </MemoryRouter>,
    { messages: organizerMessages, mocks: mocks as never },
  );
}

describe('volunteer list', () => {
  beforeEach(() => jest.clearAllMocks());

  it('starts the bulk dialog from the categories the selection shares', () => {
    expect(commonCategoryIds(volunteers)).toEqual(['c1']);
    expect(commonCategoryIds([])).toEqual([]);
  });

  it('shows volunteers with their categories, slots and age band', async () => {
    renderList([listMock, categoriesMock]);
    const anna = (await screen.findByText('Anna Muster')).closest('tr') as HTMLElement;
    expect(within(anna).getByText('Jeunes')).toBeTruthy();
    expect(within(anna).getByText('18 ans et plus')).toBeTruthy();
    expect(screen.getByText('2 bénévoles')).toBeTruthy();
  });

  it('sets the categories of the selected volunteers', async () => {
    const save = {
      request: { query: SetVolunteersCategoriesDocument, variables: { volunteerIds: ['1', '2'], categoryIds: ['c1'] } },
      result: { data: { setVolunteersCategories: [volunteer('1', 'Anna', [staff]), volunteer('2', 'Ben', [staff])] } },
    };
    renderList([listMock, categoriesMock, save]);
    fireEvent.click(await screen.findByLabelText('Tout sélectionner'));
    fireEvent.click(screen.getByRole('button', { name: 'Définir les catégories' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Catégories de 2 bénévoles')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Catégories enregistrées'));
  });

  it('deletes a volunteer after confirmation', async () => {
    const remove = { request: { query: DeleteVolunteerDocument, variables: { id: '2' } }, result: { data: { deleteVolunteer: true } } };
    renderList([listMock, categoriesMock, remove]);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Ben Muster' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Supprimer Ben Muster avec toutes ses inscriptions/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bénévole supprimé'));
  });

  it('exports the volunteers shown, with the list’s filters', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const exportQuery = jest.fn(() => ({
      data: { exportVolunteers: { __typename: 'ExportedFile' as const, fileName: 'benevoles.xlsx', mimeType: 'application/octet-stream', base64: btoa('x') } },
    }));
    const searched = { request: { query: VolunteerListDocument, variables: { search: 'anna', categoryId: null } }, result: { data: { volunteers: [volunteers[0]] } } };
    renderList([listMock, categoriesMock, searched, { request: { query: ExportVolunteersDocument, variables: { format: 'XLSX', categoryId: null, search: 'anna' } }, result: exportQuery }]);
    await screen.findByText('Ben Muster');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'anna' } });
    await waitFor(() => expect(screen.queryByText('Ben Muster')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Exporter les bénévoles affichés' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('« benevoles.xlsx » téléchargé'));
    expect(exportQuery).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('volunteer categories', () => {
  beforeEach(() => jest.clearAllMocks());

  it('creates a category and shows the server’s field message', async () => {
    const { GraphQLError } = jest.requireActual('graphql');
    const taken = {
      request: { query: CreateVolunteerCategoryDocument, variables: { input: { name: 'staff' } } },
      result: { errors: [new GraphQLError('Données invalides', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: ['Une catégorie porte déjà ce nom'] } } })] },
    };
    const created = {
      request: { query: CreateVolunteerCategoryDocument, variables: { input: { name: 'Cuisine' } } },
      result: { data: { createVolunteerCategory: category('c3', 'Cuisine') } },
    };
    renderWithProviders(
      <MemoryRouter>
        <VolunteerCategoriesPage />
      </MemoryRouter>,
      { messages: organizerMessages, mocks: [categoriesMock, taken, created] as never },
    );
    expect(await screen.findByDisplayValue('Staff')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nouvelle catégorie/), { target: { value: 'staff' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    expect(await screen.findByText('Une catégorie porte déjà ce nom')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nouvelle catégorie/), { target: { value: 'Cuisine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Catégorie créée'));
  });
});
