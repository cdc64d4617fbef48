import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Box,
  Button,
  Checkbox,
  Collapse,
  FormControlLabel,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { t } from '../../i18n/t.ts';
import type { RecordDeclaration } from '../types.ts';
import { countSetFilters } from './addressFilters.ts';
import { ClearAllFilters } from './ClearAllFilters.tsx';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { FilterSelect } from './FilterSelect.tsx';
import type { FilterErrors } from './filterErrors.ts';
import { SearchBox } from './SearchBox.tsx';
import type { AddressFilters } from './useAddressFilters.ts';
import { useFilterOptions } from './useFilterOptions.ts';

interface Props<R extends RaRecord, L extends RaRecord> {
  declaration: RecordDeclaration<R, L>;
  filters: AddressFilters;
  errors: FilterErrors;
}

/**
 * The search box and the declared filters, all in the address. On a phone the filters fold behind one
 * 'Filters' button (saying how many are set), so the results start on the first screen.
 */
export function ListFilters<R extends RaRecord, L extends RaRecord>({
  declaration,
  filters,
  errors,
}: Props<R, L>) {
  const { resource, list } = declaration;
  const { data: options } = useFilterOptions(list.filters.some((f) => f.kind === 'select'));
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  const { values, setFilter } = filters;
  const set = countSetFilters({ ...values, [list.search.key]: '' });
  const controls = (
    <Box
      id={panelId}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', pt: phone ? 1 : 0 }}
    >
      {list.filters.map((filter) =>
        filter.kind === 'flag' ? (
          <FormControlLabel
            key={filter.key}
            sx={{ alignSelf: 'center' }}
            control={
              <Checkbox
                id={`${resource.name}-${filter.key}`}
                checked={values[filter.key] === 'true'}
                onChange={(event) => setFilter(filter.key, event.target.checked ? 'true' : null)}
              />
            }
            label={t(filter.label)}
          />
        ) : filter.kind === 'select' ? (
          <FilterSelect
            key={filter.key}
            id={`${resource.name}-${filter.key}`}
            label={t(filter.label)}
            value={values[filter.key]}
            options={options ? filter.options(options) : undefined}
            onChange={(value) => setFilter(filter.key, value)}
          />
        ) : (
          <DateRangeFilter
            key={filter.from}
            idPrefix={`${resource.name}-${filter.from}`}
            fromLabel={t(filter.fromLabel)}
            toLabel={t(filter.toLabel)}
            from={values[filter.from]}
            to={values[filter.to]}
            errors={{ from: errors[filter.from], to: errors[filter.to] }}
            onChange={(bound, value) => setFilter(bound === 'from' ? filter.from : filter.to, value)}
          />
        ),
      )}
      <ClearAllFilters values={values} onClear={filters.clearAll} />
    </Box>
  );
  return (
    <Stack
      spacing={2}
      sx={{ mb: 2, displayPrint: 'none' }}
      aria-label={t('kit.list.filters')}
      component="section"
    >
      <SearchBox
        id={`${resource.name}-${list.search.key}`}
        label={t(list.search.label)}
        value={values[list.search.key]}
        onSearch={(text) => setFilter(list.search.key, text)}
      />
      {phone ? (
        <Box>
          <Button
            variant="outlined"
            aria-expanded={unfolded}
            aria-controls={panelId}
            onClick={() => setUnfolded((open) => !open)}
            startIcon={<FilterListIcon />}
          >
            {set ? t('kit.list.filtersSet', { count: set }) : t('kit.list.filters')}
          </Button>
          <Collapse in={unfolded} unmountOnExit>
            {controls}
          </Collapse>
        </Box>
      ) : (
        controls
      )}
    </Stack>
  );
}
