import { eventDates } from '@benevo/ui';
import { Anchor, Avatar, Group, Image, ScrollArea, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicEventData } from './slots';

/** The event's name, dates, logo, teaser, images, description and website. */
export function EventHeader({ event }: { event: PublicEventData }) {
  const { t } = useTranslation();
  const dates = eventDates(event.days, event.timeZone);
  return (
    <Stack gap="sm">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {event.logo && <Avatar src={event.logo} alt="" size={72} radius="md" variant="default" />}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text c="dimmed" size="sm">
            {event.organizationName}
          </Text>
          <Title order={1} size="h2">
            {event.name}
          </Title>
          {dates && (
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={18} aria-hidden />
              <Text size="sm" fw={500}>
                {dates}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
      {event.teaser && (
        <Text fw={500} style={{ whiteSpace: 'pre-line' }}>
          {event.teaser}
        </Text>
      )}
      {event.images.length > 0 && (
        <ScrollArea type="auto" offsetScrollbars>
          <Group gap="sm" wrap="nowrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('public.event.images')}>
            {event.images.map((src, index) => (
              <li key={src}>
                <Anchor href={src} target="_blank" rel="noreferrer">
                  <Image src={src} alt={t('public.event.imageAlt', { index: index + 1, name: event.name })} h={120} w="auto" fit="cover" radius="md" loading="lazy" />
                </Anchor>
              </li>
            ))}
          </Group>
        </ScrollArea>
      )}
      {event.description && (
        <Spoiler maxHeight={120} showLabel={t('public.event.showMore')} hideLabel={t('public.event.showLess')}>
          <Text style={{ whiteSpace: 'pre-line' }}>{event.description}</Text>
        </Spoiler>
      )}
      <Group gap="lg">
        {event.website && /^https?:\/\//i.test(event.website) && (
          <Anchor href={event.website} target="_blank" rel="noreferrer noopener">
            <Group gap={4} wrap="nowrap">
              <IconExternalLink size={16} aria-hidden />
              {t('public.event.website')}
            </Group>
          </Anchor>
        )}
        {event.responsable && (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconUser size={16} aria-hidden />
            <Text size="sm">{t('public.event.responsable', { name: event.responsable })}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
