import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RaRecord, UseGetListHookValue } from 'react-admin';
import { t } from '../../i18n/t.ts';
import LoadingPage from '../../pages/LoadingPage.tsx';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { ListFooter } from './ListFooter.tsx';

interface Props<L extends RaRecord> {
  result: UseGetListHookValue<L>;
  onPage(page: number): void;
  renderItem(item: L): ReactNode;
}

/**
 * The result area of a paged list: loading, the cards, or the empty state, which also carries a failed
 * search's message (the spec shows list fetch errors there), then the footer.
 */
export function ListResults<L extends RaRecord>({ result, onPage, renderItem }: Props<L>) {
  if (result.isPending && result.fetchStatus !== 'idle') return <LoadingPage />;
  const rows = result.data ?? [];
  const {
    pages = 0,
    currentPage = 1,
    pagesAtLeast = false,
  } = (result.meta ?? {}) as { pages?: number; currentPage?: number; pagesAtLeast?: boolean };
  const empty = result.error
    ? screenErrorMessage(result.error)
    : rows.length === 0
      ? t('spec.noResults')
      : null;
  return (
    <Box aria-busy={result.isFetching}>
      {empty ? (
        <Box
          role={result.error ? 'alert' : 'status'}
          sx={{ p: 4, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Typography color={result.error ? 'error' : 'text.secondary'}>{empty}</Typography>
        </Box>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <li key={String(row.id)}>{renderItem(row)}</li>
          ))}
        </Stack>
      )}
      {result.error ? null : (
        <ListFooter
          count={rows.length}
          page={currentPage}
          pages={pages}
          pagesAtLeast={pagesAtLeast}
          onPage={onPage}
        />
      )}
    </Box>
  );
}
