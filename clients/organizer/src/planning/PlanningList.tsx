import { formatTime } from '@benevo/ui';
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEventsT } from '../i18n/use-events-t';
import type { GridPosition, GridSlot } from './grid-types';

interface PlanningListProps {
  positions: GridPosition[];
  timeZone: string;
  colorFree: string;
  colorFull: string;
  onEdit: (slot: GridSlot) => void;
}

/** The phone view of a day: each position with its slots as a list. */
export function PlanningList({ positions, timeZone, colorFree, colorFull, onEdit }: PlanningListProps) {
  const { t } = useEventsT();
  return (
    <Stack gap="sm">
      {positions.map((position) => (
        <Card key={position.id} withBorder padding="sm" component="section" aria-label={position.name}>
          <Title order={2} size="h5" mb="xs">
            {position.name}
          </Title>
          {position.slots.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('planning.noSlots')}
            </Text>
          )}
          <Stack gap={6}>
            {[...position.slots]
              .sort((a, b) => a.start - b.start)
              .map((slot) => {
                const from = formatTime(slot.start, timeZone);
                const to = formatTime(slot.end, timeZone);
                const full = slot.registered >= slot.requiredVolunteerCount;
                return (
                  <Button
                    key={slot.id}
                    variant="default"
                    justify="space-between"
                    fullWidth
                    onClick={() => onEdit(slot)}
                    rightSection={
                      <Badge color={full ? colorFull : colorFree} autoContrast aria-hidden>
                        {slot.registered}/{slot.requiredVolunteerCount}
                      </Badge>
                    }
                  >
                    {/* The name comes from the content, as in the grid (WCAG 2.5.3: it holds the visible
                        text): the summary in words, the description as it shows. */}
                    <VisuallyHidden>
                      {t('planning.slotLabel', { from, to, registered: slot.registered, required: slot.requiredVolunteerCount })}
                    </VisuallyHidden>
                    <Group gap="xs" wrap="nowrap">
                      <span aria-hidden>
                        {from}–{to}
                      </span>
                      {slot.description && (
                        <Text span size="sm" c="dimmed" truncate>
                          {slot.description}
                        </Text>
                      )}
                    </Group>
                  </Button>
                );
              })}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
