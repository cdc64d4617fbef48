import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { DashboardTile } from '../../schemas/dashboard.ts';
import { term } from '../i18n/terms.ts';
import { formatCount } from '../widgets/format/formatNumber.ts';
import { sortedTiles, tileLink } from './dashboardMenus.ts';

interface Props {
  title: string;
  list: string;
  tiles: readonly DashboardTile[] | undefined;
}

/** One section of count tiles; an empty section shows nothing at all. */
export function CountTiles({ title, list, tiles }: Props) {
  const sorted = sortedTiles(tiles);
  if (sorted.length === 0) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {sorted.map((tile) => (
          <Tile key={`${tile.order}-${tile.name}`} tile={tile} to={tileLink(list, tile)} />
        ))}
      </Box>
    </Box>
  );
}

function Tile({ tile, to }: { tile: DashboardTile; to: string | null }) {
  const content = (
    <CardContent>
      <Typography variant="h4" component="p">
        {/* The server counts a stage up to 2,000 records: beyond, at least that many. */}
        {formatCount(tile.count, tile.countIsLowerBound)}
      </Typography>
      <Typography color="text.secondary">{term(tile.name)}</Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid="dashboard-tile">
      {to ? (
        <CardActionArea component={Link} to={to}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
