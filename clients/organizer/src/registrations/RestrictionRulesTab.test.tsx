import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CreateRegistrationRuleDocument, RestrictionRulesDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { describeRule, RestrictionRulesTab } from './RestrictionRulesTab';

// Toasts come from the screens and from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const rule = (id: string, fields: { positionId?: string | null; categoryId?: string | null; ageBand?: string | null }) => ({
  __typename: 'RegistrationRule' as const,
  id,
  eventId: 'e1',
  positionId: null,
  categoryId: null,
  ageBand: null,
  ...fields,
});

const names = {
  positions: new Map([['p1', 'Bar']]),
  categories: new Map([['c1', 'Staff']]),
  anyPosition: 'Tous',
  ageBand: (band: string) => `âge ${band}`,
  unknown: 'Inconnu',
};

describe('restriction rules', () => {
  beforeEach(() => jest.clearAllMocks());

  it('reads a rule as position and who it is reserved for', () => {
    expect(describeRule(rule('1', { positionId: 'p1', categoryId: 'c1' }), names)).toEqual({ position: 'Bar', what: 'Staff' });
    expect(describeRule(rule('2', { ageBand: '18+' }), names)).toEqual({ position: 'Tous', what: 'âge 18+' });
    expect(describeRule(rule('3', { positionId: 'gone', categoryId: 'gone' }), names)).toEqual({ position: 'Inconnu', what: 'Inconnu' });
  });

  it('lists the event’s rules and adds an age-band rule', async () => {
    const load = {
      request: { query: RestrictionRulesDocument, variables: { eventId: 'e1' } },
      result: {
        data: {
          registrationRules: [rule('r1', { positionId: 'p1', categoryId: 'c1' })],
          volunteerCategories: [{ __typename: 'VolunteerCategory', id: 'c1', name: 'Staff' }],
        },
      },
      maxUsageCount: 5,
    };
    const create = {
      request: { query: CreateRegistrationRuleDocument, variables: { input: { eventId: 'e1', positionId: null, categoryId: null, ageBand: '16-18' } } },
      result: { data: { createRegistrationRule: rule('r2', { ageBand: '16-18' }) } },
    };
    renderWithProviders(<RestrictionRulesTab event={{ id: 'e1', positions: [{ id: 'p1', name: 'Bar' }] }} />, {
      messages: organizerMessages,
      mocks: [load, create] as never,
    });
    expect(await screen.findByText('Bar — Réservé à : Staff')).toBeTruthy();
    fireEvent.click(screen.getByText("Tranche d'âge"));
    const band = screen.getByRole('combobox', { name: /Tranche d'âge/ });
    fireEvent.click(band);
    const listbox = await waitFor(() => {
      const element = document.getElementById(band.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: '16-18 ans', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter la règle' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Règle ajoutée'));
  });
});
