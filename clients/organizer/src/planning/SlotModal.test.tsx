import { useMutation } from '@apollo/client/react';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UpdatePlanningSeriesDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { type SlotFormValues, SlotModal } from './SlotModal';

const values: SlotFormValues = {
  positionId: 'p1',
  startTime: '2025-06-14T08:00',
  endTime: '2025-06-14T10:00',
  requiredVolunteerCount: '4',
  description: 'Bar',
  isPrivate: false,
  rewardCategoryId: null,
  hourlyRate: '',
};

/** SlotModal wired to updateTimeSlotSeries the way the planning page does it. */
function Harness({ onSlot, onSeriesSaved }: { onSlot: jest.Mock; onSeriesSaved: jest.Mock }) {
  const [updateSeries] = useMutation(UpdatePlanningSeriesDocument);
  return (
    <SlotModal
      opened
      mode="edit"
      initialValues={values}
      positions={[{ id: 'p1', name: 'Bar' }]}
      rewardCategories={[]}
      timeZone="Europe/Zurich"
      onClose={() => undefined}
      onSubmit={onSlot}
      onSubmitSeries={async (input) => {
        const { data } = await updateSeries({ variables: { series: 'serie-1', input } });
        onSeriesSaved(data?.updateTimeSlotSeries.length);
      }}
    />
  );
}

const slot = (id: string) => ({
  __typename: 'TimeSlot' as const,
  id,
  positionId: 'p1',
  startTime: '2025-06-14T06:00:00.000Z',
  endTime: '2025-06-14T08:00:00.000Z',
  requiredVolunteerCount: 5,
  nbParticipants: 0,
  description: 'Bar',
  isPrivate: false,
  series: 'serie-1',
  hourlyRate: 1,
  rewardCategory: null,
  participants: [],
});

describe('slot of a series', () => {
  it('updates the whole series without touching the times', async () => {
    const onSlot = jest.fn();
    const onSeriesSaved = jest.fn();
    renderWithProviders(<Harness onSlot={onSlot} onSeriesSaved={onSeriesSaved} />, {
      messages: organizerMessages,
      mocks: [
        {
          request: {
            query: UpdatePlanningSeriesDocument,
            variables: {
              series: 'serie-1',
              input: { requiredVolunteerCount: 5, description: 'Bar', isPrivate: false, rewardCategoryId: null, hourlyRate: null },
            },
          },
          result: { data: { updateTimeSlotSeries: [slot('1'), slot('2'), slot('3')] } },
        },
      ],
    });
    expect((screen.getByLabelText(/^Début/) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByLabelText('Toute la série'));
    expect(await screen.findByText(/Les heures de chaque tranche restent inchangées/)).toBeTruthy();
    expect((screen.getByLabelText(/^Début/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Bénévoles requis|Requis/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSeriesSaved).toHaveBeenCalledWith(3));
    expect(onSlot).not.toHaveBeenCalled();
  });

  it('edits only this slot by default', async () => {
    const onSlot = jest.fn().mockResolvedValue(undefined);
    const onSeriesSaved = jest.fn();
    renderWithProviders(<Harness onSlot={onSlot} onSeriesSaved={onSeriesSaved} />, { messages: organizerMessages, mocks: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSlot).toHaveBeenCalledWith(expect.objectContaining({ startTime: '2025-06-14T06:00:00.000Z', requiredVolunteerCount: 4 })));
    expect(onSeriesSaved).not.toHaveBeenCalled();
  });
});
