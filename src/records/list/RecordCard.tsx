import { Card, Link as MuiLink, styled } from '@mui/material';
import type { CSSProperties } from 'react';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/t.ts';
import { FieldList, FieldValue } from '../FieldValue.tsx';
import { recordPath } from '../HeadingLinks.tsx';
import { StatusChip } from '../StatusChip.tsx';
import type { RecordDeclaration } from '../types.ts';

/**
 * A card's look, styled once for every card (what differs per list comes as the custom property
 * --ppms-card-columns, per row as data-edge): twenty cards of a styled component per part were most of
 * a list page's rendering on a phone. The link and status, then the declared fields on one line at desk
 * width (so a page of 20 fits in about two screens), two columns on a phone.
 */
const CardRoot = styled(Card)(({ theme }) => ({
  padding: theme.spacing(1, 2),
  '&[data-edge]': { borderLeftWidth: 4 },
  ...Object.fromEntries(
    (['success', 'warning', 'error'] as const).map((edge) => [
      `&[data-edge="${edge}"]`,
      { borderColor: theme.palette[edge].main },
    ]),
  ),
  '& .ppms-card-grid': {
    display: 'grid',
    gap: theme.spacing(1),
    alignItems: 'center',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [theme.breakpoints.up('md')]: {
      gap: theme.spacing(2),
      gridTemplateColumns: 'var(--ppms-card-columns)',
    },
  },
  '& .ppms-card-title': {
    gridColumn: '1 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: theme.spacing(1),
    minWidth: 0,
    [theme.breakpoints.up('md')]: { gridColumn: 'auto' },
  },
  // A number may be 50 characters: it wraps within its column rather than run under the next.
  '& .ppms-card-title > a': { overflowWrap: 'anywhere', minWidth: 0, maxWidth: '100%' },
  '& dl': { display: 'contents' },
}));

/** The columns of a list's cards at desk width: the title's, then each field's. */
export const cardColumns = <R extends RaRecord, L extends RaRecord>({ list }: RecordDeclaration<R, L>) =>
  [list.card.titleWidth ?? '8rem', ...list.card.fields.map((f) => `minmax(0, ${f.wide ? 1.4 : 1}fr)`)].join(
    ' ',
  );

/** One record in a list: its link and status, then the declared fields. */
export function RecordCard<R extends RaRecord, L extends RaRecord>({
  declaration,
  row,
  columns,
}: {
  declaration: RecordDeclaration<R, L>;
  row: L;
  /** cardColumns(declaration), worked out once per list. */
  columns: string;
}) {
  const { resource, list } = declaration;
  const { card } = list;
  return (
    <CardRoot
      variant="outlined"
      data-testid={`${resource.name.replace(/s$/, '')}-card`}
      data-edge={card.highlight?.(row)}
      style={{ '--ppms-card-columns': columns } as CSSProperties}
    >
      <div className="ppms-card-grid">
        <div className="ppms-card-title">
          <MuiLink component={Link} to={recordPath(resource.routes.show, row.id)} variant="subtitle1">
            {card.title(row)}
          </MuiLink>
          <StatusChip status={card.status(row)} />
        </div>
        <FieldList data-one-line="">
          {card.fields.map((field) => (
            <FieldValue key={field.label} label={t(field.label)} value={field.value(row)} oneLine />
          ))}
        </FieldList>
      </div>
    </CardRoot>
  );
}
