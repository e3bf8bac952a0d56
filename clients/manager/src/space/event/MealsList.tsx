import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MealCountData } from './assignment-filter';
import { dayLabel } from './AssignmentsList';

/** Meal counts per day and meal, with the names, as the kitchen needs them. */
export function MealsList({ meals }: { meals: MealCountData[] }) {
  const { t } = useTranslation();
  const days = [...new Set(meals.map((meal) => meal.day))].sort();
  return (
    <Stack gap="xl">
      {days.map((day) => (
        <Stack component="section" key={day} gap="xs" aria-label={t('manager.view.mealsOf', { day: dayLabel(day) })}>
          <Title order={2} size="h4" className="mgr-section-title">
            {t('manager.view.mealsOf', { day: dayLabel(day) })}
          </Title>
          <table className="mgr-table" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" className="mgr-col-meal" scope="col">
                  {t('manager.view.meal')}
                </th>
                <th role="columnheader" className="mgr-col-count" scope="col">
                  {t('manager.view.mealCount')}
                </th>
                <th role="columnheader" scope="col">
                  {t('manager.view.mealNames')}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {meals
                .filter((meal) => meal.day === day)
                .map((meal) => (
                  <tr key={`${meal.day}-${meal.mealId}`} role="row">
                    <td role="cell" data-label={t('manager.view.meal')}>
                      <Text fw={600} size="sm" component="span">
                        {meal.mealName}
                      </Text>
                    </td>
                    <td role="cell" data-label={t('manager.view.mealCount')}>
                      <Text fw={700} size="sm" component="span">
                        {meal.count}
                      </Text>
                    </td>
                    <td role="cell" data-label={t('manager.view.mealNames')}>
                      {/* The public link lists no names where the event does not show full names. */}
                      <span>{meal.volunteers.length > 0 ? meal.volunteers.map((volunteer) => `${volunteer.name} (${volunteer.positionName})`).join(', ') : '—'}</span>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </Stack>
      ))}
    </Stack>
  );
}
