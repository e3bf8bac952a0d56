import { Badge, Group } from '@mantine/core';
import type { CommunicationFieldsFragment } from '../gql/graphql';
import { countOf, DELIVERY_COLOR, DELIVERY_STATES } from './delivery';
import { useCommunicationsT } from './i18n/use-communications-t';

/** How many mails of a communication are sent, kept, pending or failed (only the states that occur). */
export function DeliveryBadges({ delivery }: { delivery: CommunicationFieldsFragment['delivery'] }) {
  const { t } = useCommunicationsT();
  return (
    <Group gap={4}>
      {DELIVERY_STATES.filter((state) => countOf(delivery, state) > 0).map((state) => (
        <Badge key={state} color={DELIVERY_COLOR[state]} variant="light" data-state={state}>
          {t(`history.states.${state}`)} {countOf(delivery, state)}
        </Badge>
      ))}
    </Group>
  );
}
