import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UpdateRewardCategoryDocument, UpdateSectorDocument, UpdateTagDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { RewardEditModal, SectorEditModal, TagEditModal } from './MissionsEditors';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const tag = (id: string, name: string, visibility = 1) => ({
  __typename: 'Tag' as const,
  id,
  name,
  displayName: name,
  color: '#228be6',
  visibility,
  category: null,
});

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('missions editors', () => {
  beforeEach(() => jest.clearAllMocks());

  it('renames and reorders a sector', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <SectorEditModal sector={{ id: 's1', name: 'Bar', description: '', order: 0 }} onClose={onClose} />,
      {
        messages: organizerMessages,
        mocks: [
          {
            request: { query: UpdateSectorDocument, variables: { id: 's1', input: { name: 'Bars', description: 'Tous les bars', order: 2 } } },
            result: { data: { updateSector: { __typename: 'Sector', id: 's1', name: 'Bars', description: 'Tous les bars', order: 2 } } },
          },
        ],
      },
    );
    type(/Nom du secteur/, ' Bars ');
    type(/^Description/, 'Tous les bars');
    type(/^Ordre/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Modifications enregistrées'));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an empty sector name with the shared message', async () => {
    renderWithProviders(
      <SectorEditModal sector={{ id: 's1', name: 'Bar', description: '', order: 0 }} onClose={jest.fn()} />,
      { messages: organizerMessages, mocks: [] },
    );
    type(/Nom du secteur/, '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Un nom est obligatoire')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('makes a tag private', async () => {
    const onClose = jest.fn();
    renderWithProviders(<TagEditModal tag={tag('t1', 'Cuisine')} tags={[tag('t1', 'Cuisine'), tag('t2', 'Zones')]} onClose={onClose} />, {
      messages: organizerMessages,
      mocks: [
        {
          request: {
            query: UpdateTagDocument,
            variables: { id: 't1', input: { name: 'Cuisine chaude', color: '#228be6', visibility: 0, categoryId: null } },
          },
          result: { data: { updateTag: { ...tag('t1', 'Cuisine chaude', 0) } } },
        },
      ],
    });
    type(/^Nom/, 'Cuisine chaude');
    fireEvent.click(screen.getByLabelText('Visible publiquement'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('checks the hourly rate, then saves the reward category', async () => {
    renderWithProviders(
      <RewardEditModal
        reward={{ id: 'r1', name: 'Standard', hourlyRate: 1, icon: '', isDefault: false, timeSlotColor: '#40c057' }}
        onClose={jest.fn()}
      />,
      {
        messages: organizerMessages,
        mocks: [
          {
            request: {
              query: UpdateRewardCategoryDocument,
              variables: { id: 'r1', input: { name: 'Standard', hourlyRate: 1.5, icon: 'star', isDefault: true, timeSlotColor: '#40c057' } },
            },
            result: {
              data: {
                updateRewardCategory: {
                  __typename: 'RewardCategory',
                  id: 'r1',
                  name: 'Standard',
                  hourlyRate: 1.5,
                  icon: 'star',
                  isDefault: true,
                  timeSlotColor: '#40c057',
                },
              },
            },
          },
        ],
      },
    );
    type(/Points par heure/, '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Au minimum 0')).toBeTruthy();
    type(/Points par heure/, '1.5');
    type(/^Icône/, 'star');
    fireEvent.click(screen.getByLabelText('Catégorie par défaut'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Modifications enregistrées'));
  });
});
