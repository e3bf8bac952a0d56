import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UpdateEventDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { PortalSettingsSection, portalSettingsInput, portalSettingsValues } from './PortalSettings';
import type { TabProps } from './types';

const configuration = {
  __typename: 'EventConfiguration' as const,
  volunteerCancelDeadlineHours: 0,
  reminderDelaysHours: [] as number[],
  enableShiftSwaps: false,
  shiftSwapApproval: false,
};

const event = { __typename: 'Event' as const, id: '3', configuration } as unknown as TabProps['event'];

function renderSection(mocks: Parameters<typeof renderWithProviders>[1] extends infer O ? (O extends { mocks?: infer M } ? M : never) : never = []) {
  renderWithProviders(<PortalSettingsSection event={event} reload={async () => undefined} />, { messages: organizerMessages, mocks });
  return screen.getByRole('region', { name: 'Espace bénévole' });
}

describe('volunteer-space settings of an event', () => {
  it('turn the form into the API input: reminders off send none, delays once each, approval only with swaps', () => {
    expect(portalSettingsValues(configuration as unknown as TabProps['event']['configuration'])).toEqual({
      volunteerCancelDeadlineHours: 0,
      remindersOn: false,
      reminderDelaysHours: [24],
      enableShiftSwaps: false,
      shiftSwapApproval: false,
    });
    expect(
      portalSettingsInput({ volunteerCancelDeadlineHours: 12, remindersOn: true, reminderDelaysHours: [2, 24, 2, null], enableShiftSwaps: false, shiftSwapApproval: true }),
    ).toEqual({ volunteerCancelDeadlineHours: 12, reminderDelaysHours: [24, 2], enableShiftSwaps: false, shiftSwapApproval: false });
    expect(portalSettingsInput({ volunteerCancelDeadlineHours: null, remindersOn: false, reminderDelaysHours: [24], enableShiftSwaps: true, shiftSwapApproval: true })).toEqual({
      volunteerCancelDeadlineHours: 0,
      reminderDelaysHours: [],
      enableShiftSwaps: true,
      shiftSwapApproval: true,
    });
  });

  it('saves the cancel deadline, two reminders and swaps with approval', async () => {
    const saved = { volunteerCancelDeadlineHours: 48, reminderDelaysHours: [24, 2], enableShiftSwaps: true, shiftSwapApproval: true };
    const updated = jest.fn(() => ({ data: { updateEvent: { ...event, configuration: { ...configuration, ...saved } } } }));
    const section = renderSection([{ request: { query: UpdateEventDocument, variables: { id: '3', input: { configuration: saved } } }, result: updated }]);

    fireEvent.change(within(section).getByLabelText(/Annulation par le bénévole/), { target: { value: '48' } });
    // Approval means nothing without swaps.
    expect((within(section).getByRole('switch', { name: 'Les échanges attendent votre approbation' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(section).queryByLabelText('Rappel 1 (heures avant)')).toBeNull();
    fireEvent.click(within(section).getByRole('switch', { name: /^Rappels avant chaque tranche/ }));
    expect((within(section).getByLabelText('Rappel 1 (heures avant)') as HTMLInputElement).value).toBe('24 h');
    fireEvent.click(within(section).getByRole('button', { name: 'Ajouter un rappel' }));
    expect((within(section).getByLabelText('Rappel 2 (heures avant)') as HTMLInputElement).value).toBe('2 h');
    fireEvent.click(within(section).getByRole('switch', { name: /^Les bénévoles peuvent échanger leurs tranches/ }));
    fireEvent.click(within(section).getByRole('switch', { name: 'Les échanges attendent votre approbation' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(updated).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Modifications enregistrées')).toBeTruthy();
  });

  it('allows three reminders at most and refuses a delay out of bounds before sending anything', async () => {
    const updated = jest.fn(() => ({ data: { updateEvent: event } }));
    const section = renderSection([{ request: { query: UpdateEventDocument, variables: () => true }, result: updated }]);
    fireEvent.click(within(section).getByRole('switch', { name: /^Rappels avant chaque tranche/ }));
    fireEvent.click(within(section).getByRole('button', { name: 'Ajouter un rappel' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Ajouter un rappel' }));
    expect(within(section).queryByRole('button', { name: 'Ajouter un rappel' })).toBeNull();
    fireEvent.change(within(section).getByLabelText('Rappel 3 (heures avant)'), { target: { value: '500' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('Au maximum 336')).toBeTruthy();
    expect(updated).not.toHaveBeenCalled();
    // A reminder removed: two left.
    fireEvent.click(within(section).getByRole('button', { name: 'Retirer le rappel 3' }));
    expect(within(section).queryByLabelText('Rappel 3 (heures avant)')).toBeNull();
  });
});
