import { SimpleGrid, Stack } from '@mantine/core';
import { PositionsEditor } from './PositionsEditor';
import { RewardCategoriesEditor } from './RewardCategoriesEditor';
import { SectorsEditor } from './SectorsEditor';
import { TagsEditor } from './TagsEditor';
import type { TabProps } from './types';

/** Sectors and positions (create, edit, order, delete), the event's tags and reward categories: one editor each. */
export function MissionsTab(props: TabProps) {
  return (
    <Stack>
      <PositionsEditor {...props} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <SectorsEditor {...props} />
        <TagsEditor {...props} />
        <RewardCategoriesEditor {...props} />
      </SimpleGrid>
    </Stack>
  );
}
