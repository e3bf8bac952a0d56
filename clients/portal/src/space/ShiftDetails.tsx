import { mapUrl } from '@benevo/schema';
import { Anchor, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ShiftPlace {
  positionName: string;
  positionDescription?: string | null;
  sectorName?: string | null;
  sectorDescription?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** A shift card's position and sector descriptions (collapsed: they can be long) and its meeting point on a map. */
export function ShiftDetails({ place }: { place: ShiftPlace }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  const descriptions = [place.positionDescription, place.sectorDescription].map((text) => text?.trim() ?? '').filter(Boolean);
  const hasMap = typeof place.latitude === 'number' && typeof place.longitude === 'number';
  if (descriptions.length === 0 && !hasMap) return null;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        {descriptions.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={id}
            rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
          >
            {opened ? t('portal.shifts.hideDetails') : t('portal.shifts.showDetails')}
          </Button>
        )}
        {hasMap && (
          <Anchor
            href={mapUrl(place.latitude!, place.longitude!)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={t('portal.shifts.meetingPointLabel', { position: place.positionName })}
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              {t('portal.shifts.meetingPoint')}
            </Group>
          </Anchor>
        )}
      </Group>
      {descriptions.length > 0 && (
        <Collapse expanded={opened}>
          <Stack gap={4} id={id} role="region" aria-label={t('portal.shifts.detailsOf', { position: place.positionName })}>
            {place.positionDescription?.trim() && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {place.positionDescription.trim()}
              </Text>
            )}
            {place.sectorDescription?.trim() && (
              <Stack gap={0}>
                {place.sectorName && (
                  <Text size="sm" fw={600}>
                    {place.sectorName}
                  </Text>
                )}
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {place.sectorDescription.trim()}
                </Text>
              </Stack>
            )}
          </Stack>
        </Collapse>
      )}
    </Stack>
  );
}
