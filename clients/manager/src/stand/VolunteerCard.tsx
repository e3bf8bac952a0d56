import { formatDate, formatTime } from '@benevo/ui';
import { Alert, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconClockPause, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandInfoFragment, StandVolunteerCardFragment } from '../gql/graphql';
import type { QueuedAction, StandActionKind } from './offline-queue';

export interface CardAction {
  kind: StandActionKind;
  targetId: string | null;
  /** What the action is, for the queue and the conflicts list: "Anna Keller · Bar 14:00–18:00". */
  label: string;
}

interface VolunteerCardProps {
  volunteer: StandVolunteerCardFragment;
  stand: StandInfoFragment;
  /** The queued actions of this volunteer's code: their buttons say they wait to be sent. */
  queued: readonly QueuedAction[];
  /** The action being sent (its button spins, the others wait). */
  sending: CardAction | null;
  onAction: (action: CardAction) => void;
}

/** One line of the card: what, its state, and the button when there is something to do. */
function Row({ title, detail, done, action }: { title: string; detail?: string | null; done: string | null; action: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{title}</Text>
        {detail && <Text size="sm">{detail}</Text>}
        {done && (
          <Text size="sm" c="teal.9" fw={600}>
            <IconCheck size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {done}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * The scanned volunteer at the stand: photo and name, today's shifts to check in, orders to hand over,
 * vouchers to redeem, the t-shirt, and the server's notices. Done items say when and by whom.
 */
export function VolunteerCard({ volunteer, stand, queued, sending, onAction }: VolunteerCardProps) {
  const { t } = useTranslation();
  const tz = stand.timeZone;
  const name = `${volunteer.firstName} ${volunteer.lastName}`;
  const when = (at: string, by: string | null | undefined) =>
    by ? t('manager.stand.card.doneBy', { date: formatDate(at, tz), time: formatTime(at, tz), by }) : t('manager.stand.card.done', { date: formatDate(at, tz), time: formatTime(at, tz) });

  const button = (action: CardAction, text: string, accessibleName: string) => {
    const waiting = queued.some((item) => item.kind === action.kind && item.targetId === action.targetId);
    if (waiting) {
      return (
        <Badge color="orange" variant="light" size="lg" tt="none" leftSection={<IconClockPause size={14} aria-hidden />} style={{ flexShrink: 0 }}>
          {t('manager.stand.queue.waiting')}
        </Badge>
      );
    }
    const busy = sending !== null && sending.kind === action.kind && sending.targetId === action.targetId;
    return (
      <Button
        size="md"
        style={{ flexShrink: 0 }}
        loading={busy}
        disabled={sending !== null && !busy}
        onClick={() => onAction(action)}
        aria-label={accessibleName}
      >
        {text}
      </Button>
    );
  };

  const shifts = stand.checkIn ? volunteer.shifts : [];
  const orders = stand.orderDelivery ? volunteer.orders : [];
  const vouchers = stand.voucherRedeem ? volunteer.vouchers : [];
  const tshirt = stand.tshirt ? volunteer.tshirt : null;

  return (
    <Card withBorder shadow="sm" radius="md" padding="md" component="article" aria-labelledby="stand-volunteer-name">
      <Stack gap="md">
        <Group wrap="nowrap" gap="md">
          <Avatar src={volunteer.profilePicture || null} alt={t('manager.stand.card.photo', { name })} size={72} radius="md" color="indigo">
            {`${volunteer.firstName.charAt(0)}${volunteer.lastName.charAt(0)}`}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id="stand-volunteer-name">
              {name}
            </Title>
            <Text size="sm" c="dimmed" ff="monospace">
              {volunteer.code}
            </Text>
          </Stack>
        </Group>

        {volunteer.notices.map((notice) => (
          <Alert key={notice} color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
            {notice}
          </Alert>
        ))}

        {shifts.length > 0 && (
          <Section id="stand-shifts" title={t('manager.stand.card.shifts')}>
            {shifts.map((shift) => {
              const hours = `${formatTime(shift.startsAt, tz)}–${formatTime(shift.endsAt, tz)}`;
              const label = `${name} · ${shift.positionName} ${hours}`;
              return (
                <Row
                  key={shift.participationId}
                  title={shift.positionName}
                  detail={hours}
                  done={shift.checkedInAt ? t('manager.stand.card.checkedIn', { when: when(shift.checkedInAt, shift.checkedInBy) }) : null}
                  action={
                    !shift.checkedInAt &&
                    button(
                      { kind: 'CHECK_IN', targetId: shift.participationId, label: `${label} · ${t('manager.stand.card.checkIn')}` },
                      t('manager.stand.card.checkIn'),
                      `${t('manager.stand.card.checkIn')} : ${shift.positionName} ${hours}`,
                    )
                  }
                />
              );
            })}
          </Section>
        )}

        {orders.length > 0 && (
          <Section id="stand-orders" title={t('manager.stand.card.orders')}>
            {orders.map((order) => {
              const what = t('manager.stand.card.quantity', { count: order.quantity, product: order.productName });
              return (
                <Row
                  key={order.orderId}
                  title={what}
                  done={order.deliveredAt ? t('manager.stand.card.delivered', { when: when(order.deliveredAt, order.deliveredBy) }) : null}
                  action={
                    !order.deliveredAt &&
                    button(
                      { kind: 'DELIVER_ORDER', targetId: order.orderId, label: `${name} · ${what}` },
                      t('manager.stand.card.deliver'),
                      `${t('manager.stand.card.deliver')} : ${what}`,
                    )
                  }
                />
              );
            })}
          </Section>
        )}

        {vouchers.length > 0 && (
          <Section id="stand-vouchers" title={t('manager.stand.card.vouchers')}>
            {vouchers.map((voucher) => (
              <Row
                key={voucher.voucherCodeId}
                title={voucher.poolName}
                detail={voucher.code}
                done={voucher.redeemedAt ? t('manager.stand.card.redeemed', { when: when(voucher.redeemedAt, voucher.redeemedBy) }) : null}
                action={
                  !voucher.redeemedAt &&
                  button(
                    { kind: 'REDEEM_VOUCHER', targetId: voucher.voucherCodeId, label: `${name} · ${voucher.poolName} · ${voucher.code}` },
                    t('manager.stand.card.redeem'),
                    `${t('manager.stand.card.redeem')} : ${voucher.poolName} ${voucher.code}`,
                  )
                }
              />
            ))}
          </Section>
        )}

        {tshirt && (
          <Section id="stand-tshirt" title={t('manager.stand.card.tshirt')}>
            <Row
              title={tshirt.size ? t('manager.stand.card.size', { size: tshirt.size }) : t('manager.stand.card.noSize')}
              done={tshirt.handedOutAt ? t('manager.stand.card.delivered', { when: when(tshirt.handedOutAt, tshirt.handedOutBy) }) : null}
              action={
                !tshirt.handedOutAt &&
                button(
                  { kind: 'TSHIRT', targetId: null, label: `${name} · ${t('manager.stand.card.tshirt')}${tshirt.size ? ` (${tshirt.size})` : ''}` },
                  t('manager.stand.card.handOut'),
                  t('manager.stand.card.handOut'),
                )
              }
            />
          </Section>
        )}

        {shifts.length + orders.length + vouchers.length === 0 && !tshirt && volunteer.notices.length === 0 && (
          <Text c="dimmed">{t('manager.stand.card.nothing')}</Text>
        )}
      </Stack>
    </Card>
  );
}
