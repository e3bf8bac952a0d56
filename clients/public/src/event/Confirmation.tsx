import { formatSlot } from '@benevo/ui';
import { Alert, Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHourglass, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickedSlots } from './Selection';
import type { SignUpResult } from './SignUpForm';
import type { Picks, PublicEventData } from './slots';

interface ConfirmationProps {
  event: PublicEventData;
  participations: SignUpResult;
  picks: Picks;
  firstName: string;
  email: string;
  onAgain: () => void;
}

/**
 * After a sign-up: the slots taken (the participations the server created, proposed slots included),
 * the ones put on a waiting list (picked slots without a participation), and where the personal link is.
 */
export function Confirmation({ event, participations, picks, firstName, email, onAgain }: ConfirmationProps) {
  const { t } = useTranslation();
  const takenSlotIds = new Set(participations.map((p) => p.timeSlotId));
  const waiting = pickedSlots(event, picks).filter((picked) => !takenSlotIds.has(picked.slot.id));
  const taken = [...participations].sort((a, b) => a.timeSlot.startTime.localeCompare(b.timeSlot.startTime));

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group wrap="nowrap" gap="sm">
          <ThemeIcon color="teal" size={44} radius="xl" variant="light">
            <IconCircleCheck size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3" tabIndex={-1} id="signup-done" data-autofocus>
            {t('public.done.title', { name: firstName })}
          </Title>
        </Group>
        {taken.length > 0 && (
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('public.done.taken', { count: taken.length })}
            </Title>
            <List spacing={6} listStyleType="none" p={0}>
              {taken.map((participation) => (
                <List.Item key={participation.id}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {participation.positionName}
                    </Text>
                    <Text size="sm">{formatSlot(participation.timeSlot.startTime, participation.timeSlot.endTime, event.timeZone)}</Text>
                    {participation.nbParticipants > 1 && (
                      <Badge tt="none" variant="light" size="sm">
                        {t('public.done.people', { count: participation.nbParticipants })}
                      </Badge>
                    )}
                    {participation.validationStatus !== 'ACCEPTED' && (
                      <Badge tt="none" variant="light" color="yellow" size="sm">
                        {t(`public.status.${participation.validationStatus}`)}
                      </Badge>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {waiting.length > 0 && (
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('public.done.waiting', { count: waiting.length })}
            </Title>
            <List spacing={6} listStyleType="none" p={0}>
              {waiting.map(({ slot, position }) => (
                <List.Item key={slot.id}>
                  <Group gap="xs" wrap="wrap">
                    <IconHourglass size={16} aria-hidden />
                    <Text fw={600} size="sm">
                      {position.name}
                    </Text>
                    <Text size="sm">{formatSlot(slot.startTime, slot.endTime, event.timeZone)}</Text>
                  </Group>
                </List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              {t('public.done.waitingHint')}
            </Text>
          </Stack>
        )}
        {/* A long address must wrap rather than leave the box on a phone. */}
        <Alert color="blue" icon={<IconMailForward size={20} aria-hidden />} title={t('public.done.checkMail')} style={{ overflowWrap: 'anywhere' }}>
          {t('public.done.checkMailText', { email })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onAgain}>
            {t('public.done.again')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
