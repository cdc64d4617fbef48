import { Button } from '@mui/material';
import { t } from '../../i18n/t.ts';
import { countSetFilters, type FilterValues } from './addressFilters.ts';

/** 'Clear All Filters', offered once more than one filter is set. */
export function ClearAllFilters({ values, onClear }: { values: FilterValues; onClear(): void }) {
  if (countSetFilters(values) <= 1) return null;
  return (
    <Button variant="text" color="secondary" onClick={onClear}>
      {t('kit.list.clearAllFilters')}
    </Button>
  );
}
