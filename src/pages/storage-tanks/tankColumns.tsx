import type { TankInventory } from '../../../schemas/inventory.ts';
import { ADJUSTED_BALANCE, BALANCE_COLUMNS, STOCK_BALANCE } from '../../widgets/balanceTerms.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';
import type { ReportColumn } from '../../widgets/ReportTable.tsx';

const importerColumn: ReportColumn<TankInventory> = {
  key: 'importer',
  label: 'Importer',
  value: (i) => i.importerName,
};

const balance = (term: (typeof BALANCE_COLUMNS)[number]): ReportColumn<TankInventory> => ({
  key: term.key,
  label: term.label,
  numeric: true,
  value: (i) => formatNumber(i[term.key]),
});

/** Summary: each importer's stock and adjusted balance. Detail: every pending total in between. */
export const TANK_COLUMNS: Record<'summary' | 'detail', ReportColumn<TankInventory>[]> = {
  summary: [importerColumn, balance(STOCK_BALANCE), balance(ADJUSTED_BALANCE)],
  detail: [importerColumn, ...BALANCE_COLUMNS.map(balance)],
};
