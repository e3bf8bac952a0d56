import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconCalendarPlus, IconDoorEnter, IconMail, IconScan, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DOC_SLUGS, type DocSlug } from './doc/docs';
import { useInfosT } from './i18n/use-infos-t';

const ICONS: Record<DocSlug, Icon> = {
  'getting-started': IconBook,
  'create-event': IconCalendarPlus,
  'open-registrations': IconDoorEnter,
  'mail-volunteers': IconMail,
  'scan-stand': IconScan,
};

/** /infos/doc — the tutorials as cards, in reading order. */
export default function DocIndexPage() {
  const { t } = useInfosT();
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('doc.title')}</Title>
        <Text c="dimmed">{t('doc.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {DOC_SLUGS.map((slug) => {
          const DocIcon = ICONS[slug];
          return (
            <Card key={slug} withBorder padding="lg" component="li" data-slug={slug}>
              <Stack gap="sm" h="100%">
                <ThemeIcon size={40} radius="xl" variant="light">
                  <DocIcon size={22} aria-hidden />
                </ThemeIcon>
                <Title order={2} size="h4">
                  {t(`doc.items.${slug}.title`)}
                </Title>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  {t(`doc.items.${slug}.summary`)}
                </Text>
                <Button
                  component={Link}
                  to={`/infos/doc/${slug}`}
                  variant="light"
                  aria-label={`${t('doc.read')} – ${t(`doc.items.${slug}.title`)}`}
                >
                  {t('doc.read')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
