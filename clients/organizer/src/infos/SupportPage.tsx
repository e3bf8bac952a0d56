import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useActiveOrganization } from '@benevo/ui';
import { useTranslation } from 'react-i18next';
import { SUPPORT_TIERS } from './support-tiers';

export default function SupportPage() {
  const { t } = useTranslation();
  const current = useActiveOrganization()?.supportType;
  return (
    <Stack gap="md">
      <Title order={1}>{t('infos.supportTitle')}</Title>
      <Text>{t('infos.supportIntro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {SUPPORT_TIERS.map((tier) => {
          const isCurrent = tier.type === current;
          return (
            <Card
              key={tier.type}
              withBorder
              padding="lg"
              component="section"
              aria-current={isCurrent ? 'true' : undefined}
              style={isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
            >
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h3">
                  {t(`supportType.${tier.type}`)}
                </Title>
                {isCurrent && <Badge>{t('infos.current')}</Badge>}
              </Group>
              <Text fw={700} mb="sm">
                {t(tier.price.key, { price: tier.price.price })}
              </Text>
              <List spacing={4} size="sm">
                {tier.terms.map((term) => (
                  <List.Item key={term.key}>{t(term.key, term.params)}</List.Item>
                ))}
              </List>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
