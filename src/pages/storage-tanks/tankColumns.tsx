import type { TankInventory } from '../../../schemas/inventory.ts';
import { t } from '../../i18n/t.ts';
import { ADJUSTED_BALANCE, BALANCE_COLUMNS, STOCK_BALANCE } from '../../widgets/balanceTerms.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';
import type { ReportColumn } from '../../widgets/ReportTable.tsx';

const importerColumn = (): ReportColumn<TankInventory> => ({
  key: 'importer',
  label: t('fields.importer'),
  value: (i) => i.importerName,
});

const balance = (term: (typeof BALANCE_COLUMNS)[number]): ReportColumn<TankInventory> => ({
  key: term.key,
  label: t(term.label),
  numeric: true,
  value: (i) => formatNumber(i[term.key]),
});

/** Summary: each importer's stock and adjusted balance. Detail: every pending total in between. */
export const tankColumns = (view: 'summary' | 'detail'): ReportColumn<TankInventory>[] =>
  view === 'summary'
    ? [importerColumn(), balance(STOCK_BALANCE), balance(ADJUSTED_BALANCE)]
    : [importerColumn(), ...BALANCE_COLUMNS.map(balance)];
