import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { SpecValue } from '../../../resources/fieldComponents.tsx';
import { columnFields, describeFields } from '../../../schemas/fieldTypes.ts';
import { type ImporterInventory, importer } from '../../../schemas/importer.ts';
import { t } from '../../i18n/t.ts';
import { labelText } from '../../i18n/terms.ts';
import { BALANCE_COLUMNS } from '../../widgets/balanceTerms.ts';
import { formatDateTime } from '../../widgets/format/formatDate.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { type ReportColumn, ReportTable } from '../../widgets/ReportTable.tsx';

const columns = (): ReportColumn<ImporterInventory>[] => [
  { key: 'tank', label: t('fields.tankNumber'), value: (i) => i.storageTankNumber },
  { key: 'product', label: t('fields.product'), value: (i) => i.productName },
  ...BALANCE_COLUMNS.map((term) => ({
    key: term.key,
    label: t(term.label),
    numeric: true,
    value: (i: ImporterInventory) => formatNumber(i[term.key]),
  })),
];

// What the entity page shows of the importer (its schema's fields that are not admin-only).
const INFO = columnFields(describeFields(importer.schema)).filter((f) => !f.adminOnly && f.name !== 'name');

/** The importer's printed report: who it is, and every inventory with its balances. */
export function ImporterReport({ record }: { record: RaRecord }) {
  const inventories = (record.inventories ?? []) as ImporterInventory[];
  return (
    <Box>
      <PageHeading title={t('masterData.importerReport', { name: String(record.name) })} />
      <Box sx={{ mb: 2 }}>
        {INFO.map((spec) => (
          <Typography key={spec.name} variant="body2">
            {labelText(spec.displayLabel)}: <SpecValue spec={spec} record={record} />
          </Typography>
        ))}
      </Box>
      <ReportTable
        label={t('masterData.inventories')}
        rows={inventories}
        columns={columns()}
        rowKey={(i) => i.inventoryId}
      />
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        {t('masterData.printed', { date: formatDateTime(new Date()) })}
      </Typography>
    </Box>
  );
}
