import { Box, Stack } from '@mui/material';
import type { FilterValues } from '../../widgets/paged/addressFilters.ts';
import { ClearAllFilters } from '../../widgets/paged/ClearAllFilters.tsx';
import { DateRangeFilter } from '../../widgets/paged/DateRangeFilter.tsx';
import type { DateRangeErrors } from '../../widgets/paged/dateRange.ts';
import { FilterSelect } from '../../widgets/paged/FilterSelect.tsx';
import { SearchBox } from '../../widgets/paged/SearchBox.tsx';
import type { AddressFilters } from '../../widgets/paged/useAddressFilters.ts';
import { useFilterOptions } from '../../widgets/paged/useFilterOptions.ts';

/** The filters of the stock update list, as they sit in the address. */
export const STOCK_UPDATE_FILTER_KEYS = [
  'referenceNumber',
  'createdFrom',
  'createdTo',
  'stage',
  'requestType',
  'productId',
  'importerId',
] as const;
export const STOCK_UPDATE_NUMERIC_KEYS = ['stage', 'requestType', 'productId', 'importerId'] as const;

interface Props {
  filters: AddressFilters;
  dateErrors: DateRangeErrors;
}

export function StockUpdateFilters({ filters, dateErrors }: Props) {
  const { data: options } = useFilterOptions();
  const values: FilterValues = filters.values;
  return (
    <Stack spacing={2} sx={{ mb: 3, displayPrint: 'none' }} aria-label="Filters" component="section">
      <SearchBox
        id="stock-update-reference"
        label="Reference Number"
        value={values.referenceNumber}
        onSearch={(text) => filters.setFilter('referenceNumber', text)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DateRangeFilter
          idPrefix="stock-update-created"
          fromLabel="Created From"
          toLabel="Created To"
          from={values.createdFrom}
          to={values.createdTo}
          errors={dateErrors}
          onChange={(bound, value) =>
            filters.setFilter(bound === 'from' ? 'createdFrom' : 'createdTo', value)
          }
        />
        <FilterSelect
          id="stock-update-stage"
          label="Stage"
          value={values.stage}
          options={options?.stockUpdateFilter?.stages}
          onChange={(value) => filters.setFilter('stage', value)}
        />
        <FilterSelect
          id="stock-update-type"
          label="Request Type"
          value={values.requestType}
          options={options?.stockUpdateFilter?.requestTypes}
          onChange={(value) => filters.setFilter('requestType', value)}
        />
        <FilterSelect
          id="stock-update-product"
          label="Product"
          value={values.productId}
          options={options?.entityFilters?.products}
          onChange={(value) => filters.setFilter('productId', value)}
        />
        <FilterSelect
          id="stock-update-importer"
          label="Importer"
          value={values.importerId}
          options={options?.entityFilters?.importers}
          onChange={(value) => filters.setFilter('importerId', value)}
        />
        <ClearAllFilters values={values} onClear={filters.clearAll} />
      </Box>
    </Stack>
  );
}
