import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { TankInventory } from '../../../schemas/inventory.ts';
import type { StorageTank } from '../../../schemas/storage-tank.ts';
import { t } from '../../i18n/t.ts';
import { formatDateTime } from '../../widgets/format/formatDate.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { PrintReport, usePrint } from '../../widgets/PrintReport.tsx';
import { ReportTable } from '../../widgets/ReportTable.tsx';
import { tankColumns } from './tankColumns.tsx';

type TankRecord = StorageTank & { inventories: TankInventory[] };

/** One tank: its importers' inventories, summary or detail, printable; Close clears the choice. */
export function TankDetail({ tank, onClose }: { tank: TankRecord; onClose: () => void }) {
  const [view, setView] = useState<'summary' | 'detail'>('summary');
  const print = usePrint();
  const table = (
    <ReportTable
      label={t('masterData.inTank', { number: tank.number })}
      rows={tank.inventories ?? []}
      columns={tankColumns(view)}
      rowKey={(i) => i.id}
    />
  );
  return (
    <Card component="section" aria-label={t('masterData.tankDetail')}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h2">
              {t('masterData.tank', { number: tank.number })}
            </Typography>
            <Typography color="text.secondary">{tank.productName}</Typography>
          </Box>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next) => next && setView(next)}
            aria-label={t('masterData.summaryOrDetail')}
          >
            <ToggleButton value="summary">{t('masterData.summary')}</ToggleButton>
            <ToggleButton value="detail">{t('masterData.detail')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {tank.inventories?.length ? table : <Alert severity="info">{t('spec.noResults')}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
          <Button variant="contained" onClick={print}>
            {t('masterData.print')}
          </Button>
          <Button variant="outlined" onClick={onClose}>
            {t('masterData.close')}
          </Button>
        </Box>
      </CardContent>
      <PrintReport label={t('masterData.tankReport')}>
        <PageHeading title={t('masterData.tankTitle', { number: tank.number, product: tank.productName })} />
        {table}
        <Typography variant="caption" component="p" sx={{ mt: 2 }}>
          {t('masterData.printed', { date: formatDateTime(new Date()) })}
        </Typography>
      </PrintReport>
    </Card>
  );
}
