import { Box } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type RaRecord, useGetList } from 'react-admin';
import { PAGE_SIZE } from '../../../schemas/codes.ts';
import { t } from '../../i18n/t.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { FlashMessage } from '../flash.tsx';
import { HeadingLinks } from '../HeadingLinks.tsx';
import type { ListDeclaration, RecordDeclaration } from '../types.ts';
import { searchBody } from './addressFilters.ts';
import { filterErrors } from './filterErrors.ts';
import { ListFilters } from './ListFilters.tsx';
import { ListResults } from './ListResults.tsx';
import { cardColumns, RecordCard } from './RecordCard.tsx';
import { useAddressFilters } from './useAddressFilters.ts';

/** Every key a list keeps in the address, those the API wants as numbers (the selects') and as flags. */
function filterKeys<L>(list: ListDeclaration<L>) {
  const selects = list.filters.flatMap((f) => (f.kind === 'select' ? [f.key] : []));
  const dates = list.filters.flatMap((f) => (f.kind === 'dateRange' ? [f.from, f.to] : []));
  const flags = list.filters.flatMap((f) => (f.kind === 'flag' ? [f.key] : []));
  return { keys: [list.search.key, ...flags, ...dates, ...selects], numeric: selects, flags };
}

/**
 * A record type's list page: its filters in the address hash (`#?key=value`, a dashboard tile's
 * `?stage=` moved there), checked with the shared search schema before react-admin's getList sends
 * them, then the cards, paged 20 at a time.
 */
export function RecordList<R extends RaRecord, L extends RaRecord>({
  declaration,
}: {
  declaration: RecordDeclaration<R, L>;
}) {
  const { resource, texts, list } = declaration;
  const { keys, numeric, flags } = useMemo(() => filterKeys(list), [list]);
  const columns = useMemo(() => cardColumns(declaration), [declaration]);
  const filters = useAddressFilters(keys);
  const errors = useMemo(() => filterErrors(list.searchSchema, filters.values), [list, filters.values]);
  const { pageNumber: _page, ...filter } = searchBody(filters.values, numeric, flags);
  const result = useGetList<L>(
    resource.name,
    { pagination: { page: filters.page, perPage: PAGE_SIZE }, filter },
    { enabled: Object.keys(errors).length === 0, placeholderData: keepPreviousData, retry: false },
  );
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading
        title={t(texts.list)}
        actions={<HeadingLinks declaration={declaration} links={['create', 'dashboard']} />}
      />
      <FlashMessage />
      <ListFilters declaration={declaration} filters={filters} errors={errors} />
      <ListResults
        result={result}
        onPage={filters.setPage}
        renderItem={(row) => <RecordCard declaration={declaration} row={row} columns={columns} />}
      />
    </Box>
  );
}
