import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../jest/render-with-providers';
import { createI18n } from '../i18n/i18n';
import { AvailabilityInput, type AvailabilityWindowValue } from './AvailabilityInput';
import { RankedChoiceInput } from './RankedChoiceInput';

const POSITIONS = [
  { value: '1', label: 'Bar' },
  { value: '2', label: 'Cuisine' },
  { value: '3', label: 'Parking' },
];

function Ranked({ initial = [], max, onValue }: { initial?: string[]; max?: number; onValue?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <RankedChoiceInput
      label="Missions préférées"
      options={POSITIONS}
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function Availability(props: { days?: string[]; initial?: AvailabilityWindowValue[] | null; allowAnyTime?: boolean; onValue: (value: AvailabilityWindowValue[] | null) => void }) {
  const [value, setValue] = useState<AvailabilityWindowValue[] | null>(props.initial === undefined ? [] : props.initial);
  return (
    <AvailabilityInput
      label="Disponibilités"
      days={props.days}
      allowAnyTime={props.allowAnyTime}
      value={value}
      error={undefined}
      onChange={(next) => {
        setValue(next);
        props.onValue(next);
      }}
    />
  );
}

/** The chosen list as the screen reader reads it, rank by rank. */
const chosenItems = (name = 'Vos choix, du préféré au moins préféré') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('RankedChoiceInput', () => {
  it('adds choices in order and ranks them in French ("1er choix", "2e choix")', () => {
    const onValue = jest.fn();
    renderWithProviders(<Ranked onValue={onValue} />);
    expect(screen.getByRole('group', { name: 'Missions préférées' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('1er choix'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter comme 1er choix' }));
    fireEvent.change(screen.getByLabelText('2e choix'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter comme 2e choix' }));
    expect(onValue).toHaveBeenLastCalledWith(['2', '1']);
    expect(chosenItems()).toEqual(['1er choixCuisine', '2e choixBar']);
    // A chosen option is no longer offered.
    const options = within(screen.getByLabelText('3e choix')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choisir…', 'Parking']);
    expect(screen.getByRole('status').textContent).toBe('Bar ajouté : 2e choix');
  });

  it('moves a choice up and down with its buttons, keeping the focus on the moved choice', () => {
    jest.useFakeTimers();
    const onValue = jest.fn();
    renderWithProviders(<Ranked initial={['1', '2', '3']} onValue={onValue} />);
    expect(screen.getByRole('button', { name: 'Monter Bar' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Descendre Parking' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Monter Parking' }));
    act(() => void jest.runAllTimers());
    expect(onValue).toHaveBeenLastCalledWith(['1', '3', '2']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Monter Parking' }));
    expect(screen.getByRole('status').textContent).toBe('Parking : 2e choix');

    // At the top, "Monter" is disabled: the focus goes to "Descendre" of the same choice.
    fireEvent.click(screen.getByRole('button', { name: 'Monter Parking' }));
    act(() => void jest.runAllTimers());
    expect(chosenItems()).toEqual(['1er choixParking', '2e choixBar', '3e choixCuisine']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descendre Parking' }));

    fireEvent.click(screen.getByRole('button', { name: 'Descendre Bar' }));
    expect(onValue).toHaveBeenLastCalledWith(['3', '2', '1']);
  });

  it('adds only on "Ajouter" or Enter, so that arrowing through the closed list adds nothing', () => {
    const onValue = jest.fn();
    renderWithProviders(<Ranked onValue={onValue} />);
    const list = screen.getByLabelText('1er choix');
    const add = screen.getByRole('button', { name: 'Ajouter comme 1er choix' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(list, { target: { value: '1' } });
    fireEvent.change(list, { target: { value: '3' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith(['3']);
    expect(chosenItems()).toEqual(['1er choixParking']);
  });

  it('keeps a choice picked and left without "Ajouter" when the list loses the focus, once', () => {
    const onValue = jest.fn();
    renderWithProviders(<Ranked onValue={onValue} />);
    const list = screen.getByLabelText('1er choix');
    fireEvent.change(list, { target: { value: '2' } });
    fireEvent.blur(list);
    expect(onValue).toHaveBeenLastCalledWith(['2']);
    fireEvent.blur(screen.getByLabelText('2e choix'));
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it('removes a choice and refuses more than the maximum', () => {
    const onValue = jest.fn();
    renderWithProviders(<Ranked initial={['1', '2']} max={2} onValue={onValue} />);
    expect(screen.queryByLabelText('3e choix')).toBeNull();
    expect(screen.getByText('2 choix au maximum : retirez-en un pour en ajouter un autre.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Bar' }));
    expect(onValue).toHaveBeenLastCalledWith(['2']);
    expect(chosenItems()).toEqual(['1er choixCuisine']);
    expect(screen.getByLabelText('2e choix')).toBeTruthy();
  });

  it('speaks English and German ordinals', () => {
    document.cookie = 'lang=en; path=/';
    const { unmount } = renderWithProviders(<Ranked initial={['1', '2', '3']} />, { i18n: createI18n() });
    expect(chosenItems('Your choices, most preferred first')).toEqual(['1st choiceBar', '2nd choiceCuisine', '3rd choiceParking']);
    unmount();
    document.cookie = 'lang=de; path=/';
    renderWithProviders(<Ranked initial={['1']} />, { i18n: createI18n() });
    expect(screen.getByRole('button', { name: 'Bar nach oben' })).toBeTruthy();
    expect(screen.getByLabelText('2. Wahl')).toBeTruthy();
  });
});

describe('AvailabilityInput', () => {
  it("turns an event's day on with the whole day, then narrows its hours", () => {
    const onValue = jest.fn();
    renderWithProviders(<Availability days={['2025-07-12', '2025-07-13']} onValue={onValue} />);
    expect(screen.getByRole('group', { name: 'Disponibilités' })).toBeTruthy();
    const saturday = screen.getByRole('switch', { name: /samedi 12\.07\.2025/i });
    expect(screen.getAllByText('Pas disponible ce jour-là')).toHaveLength(2);
    fireEvent.click(saturday);
    expect(onValue).toHaveBeenLastCalledWith([{ day: '2025-07-12', from: '00:00', to: '24:00' }]);

    fireEvent.change(screen.getByLabelText('De, samedi 12.07.2025'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('À, samedi 12.07.2025'), { target: { value: '18:30' } });
    expect(onValue).toHaveBeenLastCalledWith([{ day: '2025-07-12', from: '10:00', to: '18:30' }]);

    // Days stay in the event's order whatever the order of the clicks.
    fireEvent.click(screen.getByRole('switch', { name: /dimanche 13\.07\.2025/i }));
    fireEvent.click(screen.getByRole('switch', { name: /samedi 12\.07\.2025/i }));
    fireEvent.click(screen.getByRole('switch', { name: /samedi 12\.07\.2025/i }));
    expect(onValue).toHaveBeenLastCalledWith([
      { day: '2025-07-12', from: '00:00', to: '24:00' },
      { day: '2025-07-13', from: '00:00', to: '24:00' },
    ]);
  });

  it('flags an end before the start', () => {
    renderWithProviders(<Availability days={['2025-07-12']} initial={[{ day: '2025-07-12', from: '18:00', to: '10:00' }]} onValue={jest.fn()} />);
    expect(screen.getByText("L'heure de fin doit suivre l'heure de début")).toBeTruthy();
    expect(screen.getByLabelText('À, samedi 12.07.2025').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps hours off the half-hour grid that were set elsewhere', () => {
    renderWithProviders(<Availability days={['2025-07-12']} initial={[{ day: '2025-07-12', from: '14:15', to: '24:00' }]} onValue={jest.fn()} />);
    expect((screen.getByLabelText('De, samedi 12.07.2025') as HTMLSelectElement).value).toBe('14:15');
  });

  it('adds, edits and removes date rows for a campaign', () => {
    const onValue = jest.fn();
    renderWithProviders(<Availability onValue={onValue} />);
    expect(screen.getByText('Aucune date indiquée')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une date' }));
    expect(onValue).toHaveBeenLastCalledWith([{ day: '', from: '00:00', to: '24:00' }]);
    fireEvent.change(screen.getByLabelText('Date 1'), { target: { value: '2025-08-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une date' }));
    // The next row starts the day after, with the same hours.
    expect(onValue).toHaveBeenLastCalledWith([
      { day: '2025-08-01', from: '00:00', to: '24:00' },
      { day: '2025-08-02', from: '00:00', to: '24:00' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Retirer vendredi 01\.08\.2025/i }));
    expect(onValue).toHaveBeenLastCalledWith([{ day: '2025-08-02', from: '00:00', to: '24:00' }]);
  });

  it('offers "available at any time" (null) to the organizer', () => {
    const onValue = jest.fn();
    renderWithProviders(<Availability days={['2025-07-12']} initial={null} allowAnyTime onValue={onValue} />);
    const anyTime = screen.getByRole('checkbox', { name: 'Disponible à tout moment' });
    expect((anyTime as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(anyTime);
    expect(onValue).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole('switch', { name: /samedi/i }));
    expect(onValue).toHaveBeenLastCalledWith([{ day: '2025-07-12', from: '00:00', to: '24:00' }]);
  });
});
