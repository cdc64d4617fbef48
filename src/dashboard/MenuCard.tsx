import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t.ts';
import type { MenuEntry } from './dashboardMenus.ts';

/** A titled card of link buttons; with no entries it is left out. */
export function MenuCard({ title, entries }: { title: string; entries: MenuEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Card variant="outlined" component="nav" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={1}>
          {entries.map((entry) => (
            <Button key={entry.to} component={Link} to={entry.to} variant="outlined">
              {t(entry.label)}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
