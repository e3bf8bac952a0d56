import { textLanguage } from '@benevo/schema';
import { EmptyState, formatCalendarDate } from '@benevo/ui';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useInfosT } from './i18n/use-infos-t';
import { formatDuration, isSafeVideoUrl, type Video, VIDEOS } from './vlog';

/** /infos/vlog — the videos of the data file (vlog.ts) as cards; each link opens in a new tab. */
export function VlogList({ videos }: { videos: Video[] }) {
  const { t, i18n } = useInfosT();
  const language = textLanguage(i18n.language);
  const shown = videos.filter((video) => isSafeVideoUrl(video.url)).sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('vlog.title')}</Title>
        <Text c="dimmed">{t('vlog.intro')}</Text>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={<IconVideo size={40} aria-hidden />} title={t('vlog.empty')} text={t('vlog.emptyText')}>
          <Button component={Link} to="/infos/doc" variant="light">
            {t('vlog.toDoc')}
          </Button>
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((video) => {
            const title = video.title[language] ?? video.title.fr;
            const description = video.description ? (video.description[language] ?? video.description.fr) : null;
            return (
              <Card key={video.id} withBorder padding="lg" component="li" data-video={video.id}>
                <Stack gap="xs" h="100%">
                  <Title order={2} size="h4">
                    {title}
                  </Title>
                  <Group gap="xs">
                    <Badge variant="light">{t('vlog.duration', { duration: formatDuration(video.durationSeconds) })}</Badge>
                    <Text size="xs" c="dimmed">
                      {t('vlog.published', { date: formatCalendarDate(video.publishedOn) })}
                    </Text>
                  </Group>
                  {description && (
                    <Text size="sm" style={{ flexGrow: 1 }}>
                      {description}
                    </Text>
                  )}
                  <Button
                    component="a"
                    href={video.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    rightSection={<IconExternalLink size={16} aria-hidden />}
                    aria-label={`${t('vlog.watch')} – ${title} ${t('vlog.newTab')}`}
                  >
                    {t('vlog.watch')}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export default function VlogPage() {
  return <VlogList videos={VIDEOS} />;
}
