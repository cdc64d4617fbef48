import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { EntityResource } from '../../../resources/generateResource.tsx';
import { entityText } from '../../../schemas/entity.ts';
import { text } from '../../i18n/t.ts';
import { readAdminChoice, saveAdminChoice } from './adminMenuStore.ts';
import { useAdminChoice } from './useAdminChoice.ts';

const TABS = ['list', 'add'] as const;
type EntityTab = (typeof TABS)[number];

/** One entity of the admin portal: its list tab and its add tab, the choice in the address (?tab=) and remembered. */
export function EntitySection({ resource }: { resource: EntityResource }) {
  const { entity } = resource;
  const [tab, setTab] = useAdminChoice<EntityTab>(
    'tab',
    TABS,
    () => readAdminChoice(entity.resource, TABS, entity.admin.defaultTab),
    (next) => saveAdminChoice(entity.resource, next),
  );
  const choose = (_: unknown, next: EntityTab) => setTab(next);
  const List = resource.list;
  const Create = resource.create;
  const id = `admin-${entity.resource}`;
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {text(entityText(entity, 'menu'))}
        </Typography>
        <Tabs value={tab} onChange={choose} aria-label={text(entityText(entity, 'menu'))}>
          <Tab
            value="list"
            label={text(entityText(entity, 'listTab'))}
            id={`${id}-tab-list`}
            aria-controls={`${id}-panel-list`}
          />
          <Tab
            value="add"
            label={text(entityText(entity, 'addTab'))}
            id={`${id}-tab-add`}
            aria-controls={`${id}-panel-add`}
          />
        </Tabs>
        <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} sx={{ pt: 2 }}>
          {tab === 'list' ? <List /> : <Create />}
        </Box>
      </CardContent>
    </Card>
  );
}
