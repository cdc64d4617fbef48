import { Box, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../schemas/messages.ts';
import LoadingPage from '../../pages/LoadingPage.tsx';
import type { SearchAnswer } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { ListFooter } from './ListFooter.tsx';

interface Props<T> {
  query: UseQueryResult<SearchAnswer<T>>;
  onPage(page: number): void;
  itemKey(item: T): string | number;
  renderItem(item: T): ReactNode;
}

/**
 * The result area of a paged list: loading, the cards, or the empty state, which also carries a failed
 * search's message (the spec shows list fetch errors there), then the footer.
 */
export function PagedResults<T>({ query, onPage, itemKey, renderItem }: Props<T>) {
  if (query.isPending && query.fetchStatus !== 'idle') return <LoadingPage />;
  const rows = query.data?.results ?? query.data?.requests ?? [];
  const empty = query.error ? screenErrorMessage(query.error) : rows.length === 0 ? MESSAGES.noResults : null;
  return (
    <Box aria-busy={query.isFetching}>
      {empty ? (
        <Box
          role={query.error ? 'alert' : 'status'}
          sx={{ p: 4, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Typography color={query.error ? 'error' : 'text.secondary'}>{empty}</Typography>
        </Box>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <li key={itemKey(row)}>{renderItem(row)}</li>
          ))}
        </Stack>
      )}
      {query.error ? null : (
        <ListFooter
          count={rows.length}
          page={query.data?.currentPage ?? 1}
          pages={query.data?.pages ?? 0}
          onPage={onPage}
        />
      )}
    </Box>
  );
}
