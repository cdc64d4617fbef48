import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { hasRole, type TokenUser } from '../../schemas/codes.ts';
import { t } from '../i18n/t.ts';
import type { PpmsDataProvider } from '../providers/dataProvider.ts';

/** Administrators and stock control see this month's losses above tolerance (issue 12, item 5). */
export const seesLossFlags = (user: TokenUser | null) => hasRole(user, 'R500', 'R600');

const TILES = [
  { key: 'overnight', report: 6, name: 'dashboard.losses.overnight' },
  { key: 'loading', report: 7, name: 'dashboard.losses.loading' },
] as const;

/** Two count tiles: importers whose losses this month are above tolerance, each opening its report. */
export function LossFlags() {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['dashboard', 'lossFlags'],
    queryFn: () => dataProvider.countLossesOverTolerance(),
    retry: false,
  });
  if (isError) return null;
  // Shown at once, its figures '…' until they come: what sits below (the four-eyes card) does not move
  // under the user's pointer when they do.
  return (
    <Box
      component="section"
      aria-label={t('dashboard.losses.section')}
      aria-busy={data ? undefined : true}
      sx={{ mb: 3 }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {t('dashboard.losses.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {TILES.map((tile) => (
          <Card key={tile.key} variant="outlined" data-testid="loss-flags">
            <CardActionArea component={Link} to={`/reporting?report=${tile.report}`}>
              <CardContent>
                <Typography variant="h4" component="p" color={data?.[tile.key] ? 'error' : undefined}>
                  {data ? data[tile.key] : '…'}
                </Typography>
                <Typography color="text.secondary">{t(tile.name)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
