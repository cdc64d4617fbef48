import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import type { StockUpdateListItem } from '../../../schemas/stock-update.ts';
import { currentUser } from '../../providers/tokenStore.ts';
import { canAccess } from '../../routing/routeAccess.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { dateRangeErrors, hasDateRangeErrors } from '../../widgets/paged/dateRange.ts';
import { PagedResults } from '../../widgets/paged/PagedResults.tsx';
import { useAddressFilters } from '../../widgets/paged/useAddressFilters.ts';
import { usePagedSearch } from '../../widgets/paged/usePagedSearch.ts';
import { StockUpdateCard } from './StockUpdateCard.tsx';
import {
  STOCK_UPDATE_FILTER_KEYS,
  STOCK_UPDATE_NUMERIC_KEYS,
  StockUpdateFilters,
} from './StockUpdateFilters.tsx';

/** /stock-request/list: the stock update requests the user may see, filtered from the address. */
export default function StockUpdateListPage() {
  const filters = useAddressFilters(STOCK_UPDATE_FILTER_KEYS);
  const dateErrors = dateRangeErrors(filters.values.createdFrom ?? '', filters.values.createdTo ?? '');
  const query = usePagedSearch<StockUpdateListItem>('StockUpdate', filters.values, {
    numericKeys: STOCK_UPDATE_NUMERIC_KEYS,
    enabled: !hasDateRangeErrors(dateErrors),
  });
  const canSubmit = canAccess(currentUser(), 'stock-updates', 'create');
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading
        title="Stock Updates"
        actions={
          <>
            {canSubmit ? (
              <Button component={Link} to="/submit-stock-update" variant="contained" color="secondary">
                Submit Stock Update
              </Button>
            ) : null}
            <Button component={Link} to="/" variant="outlined" color="inherit">
              Dashboard
            </Button>
          </>
        }
      />
      <StockUpdateFilters filters={filters} dateErrors={dateErrors} />
      <PagedResults
        query={query}
        onPage={filters.setPage}
        itemKey={(row) => row.id}
        renderItem={(row) => <StockUpdateCard row={row} />}
      />
    </Box>
  );
}
