import { Box, Card, Link as MuiLink } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/t.ts';
import { FieldValue } from '../FieldValue.tsx';
import { recordPath } from '../HeadingLinks.tsx';
import { StatusChip } from '../StatusChip.tsx';
import type { RecordDeclaration } from '../types.ts';

/**
 * One record in a list: its link and status, then the declared fields on one line at desk width (so a
 * page of 20 fits in about two screens), two columns on a phone.
 */
export function RecordCard<R extends RaRecord, L extends RaRecord>({
  declaration,
  row,
}: {
  declaration: RecordDeclaration<R, L>;
  row: L;
}) {
  const { resource, list } = declaration;
  const { card } = list;
  const edge = card.highlight?.(row);
  return (
    <Card
      variant="outlined"
      data-testid={`${resource.name.replace(/s$/, '')}-card`}
      sx={{ px: 2, py: 1, ...(edge ? { borderColor: `${edge}.main`, borderLeftWidth: 4 } : {}) }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1, md: 2 },
          alignItems: 'center',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: [
              card.titleWidth ?? '8rem',
              ...card.fields.map((f) => `minmax(0, ${f.wide ? 1.4 : 1}fr)`),
            ].join(' '),
          },
        }}
      >
        <Box
          sx={{
            gridColumn: { xs: '1 / -1', md: 'auto' },
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            minWidth: 0,
          }}
        >
          <MuiLink
            component={Link}
            to={recordPath(resource.routes.show, row.id)}
            variant="subtitle1"
            // A number may be 50 characters: it wraps within its column rather than run under the next.
            sx={{ overflowWrap: 'anywhere', minWidth: 0, maxWidth: '100%' }}
          >
            {card.title(row)}
          </MuiLink>
          <StatusChip status={card.status(row)} />
        </Box>
        <Box component="dl" sx={{ display: 'contents', m: 0 }}>
          {card.fields.map((field) => (
            <FieldValue key={field.label} label={t(field.label)} value={field.value(row)} oneLine />
          ))}
        </Box>
      </Box>
    </Card>
  );
}
