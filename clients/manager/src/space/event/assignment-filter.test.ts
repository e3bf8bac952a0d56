import { filterMeals, filterRows, groupRows, NO_FILTER, toApiFilter } from './assignment-filter';
import { eventView } from './view-fixture';

const names = (rows: Array<{ volunteerName: string }>) => rows.map((row) => row.volunteerName);

describe('assignment filters', () => {
  const view = eventView();

  it('keeps everything without a filter, and sends no filter to the PDFs', () => {
    expect(filterRows(view, NO_FILTER)).toHaveLength(5);
    expect(toApiFilter(NO_FILTER)).toBeNull();
  });

  it('filters by day, position, sector (through the positions), status and an accent-blind search', () => {
    expect(names(filterRows(view, { ...NO_FILTER, days: ['2031-09-13'] }))).toEqual(['Luc Martin', 'Paul Rey']);
    expect(names(filterRows(view, { ...NO_FILTER, positionIds: ['22'] }))).toEqual(['Luc Martin', 'Nina Berger']);
    expect(names(filterRows(view, { ...NO_FILTER, sectorIds: ['5'] }))).toEqual(['Anna Keller', 'Léa Favre', 'Luc Martin', 'Nina Berger']);
    expect(names(filterRows(view, { ...NO_FILTER, statuses: [0] }))).toEqual(['Léa Favre']);
    expect(names(filterRows(view, { ...NO_FILTER, search: 'lea' }))).toEqual(['Léa Favre']);
    expect(names(filterRows(view, { ...NO_FILTER, search: 'martin' }))).toEqual(['Luc Martin']);
    expect(names(filterRows(view, { ...NO_FILTER, search: ' keller  ANNA ' }))).toEqual(['Anna Keller']);
    expect(names(filterRows(view, { ...NO_FILTER, search: 'anna martin' }))).toEqual([]);
    expect(names(filterRows(view, { ...NO_FILTER, days: ['2031-09-12'], positionIds: ['22'] }))).toEqual(['Nina Berger']);
  });

  it('gives the PDFs only what is set', () => {
    expect(toApiFilter({ ...NO_FILTER, days: ['2031-09-12'], search: '  anna ' })).toEqual({
      days: ['2031-09-12'],
      positionIds: null,
      sectorIds: null,
      statuses: null,
      search: 'anna',
    });
  });

  it('keeps the meals of the chosen days', () => {
    expect(filterMeals(view.meals, { ...NO_FILTER, days: ['2031-09-13'] }).map((meal) => meal.count)).toEqual([1]);
    expect(filterMeals(view.meals, { ...NO_FILTER, positionIds: ['21'] })).toHaveLength(2);
  });

  it('groups by day, then positions in the event order, then by start time', () => {
    const days = groupRows(view.rows, view.positions);
    expect(days.map((day) => [day.day, day.positions.map((p) => [p.positionName, names(p.rows)])])).toEqual([
      ['2031-09-12', [['Bar', ['Anna Keller', 'Léa Favre']], ['Caisse', ['Nina Berger']]]],
      ['2031-09-13', [['Caisse', ['Luc Martin']], ['Parking', ['Paul Rey']]]],
    ]);
  });
});
