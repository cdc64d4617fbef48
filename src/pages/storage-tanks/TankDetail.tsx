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
import { MESSAGES } from '../../../schemas/messages.ts';
import type { StorageTank } from '../../../schemas/storage-tank.ts';
import { formatDateTime } from '../../widgets/format/formatDate.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { PrintReport, usePrint } from '../../widgets/PrintReport.tsx';
import { ReportTable } from '../../widgets/ReportTable.tsx';
import { TANK_COLUMNS } from './tankColumns.tsx';

type TankRecord = StorageTank & { inventories: TankInventory[] };

/** One tank: its importers' inventories, summary or detail, printable; Close clears the choice. */
export function TankDetail({ tank, onClose }: { tank: TankRecord; onClose: () => void }) {
  const [view, setView] = useState<'summary' | 'detail'>('summary');
  const print = usePrint();
  const table = (
    <ReportTable
      label={`Inventories in tank ${tank.number}`}
      rows={tank.inventories ?? []}
      columns={TANK_COLUMNS[view]}
      rowKey={(i) => i.id}
    />
  );
  return (
    <Card component="section" aria-label="Storage tank detail">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h2">
              Tank {tank.number}
            </Typography>
            <Typography color="text.secondary">{tank.productName}</Typography>
          </Box>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next) => next && setView(next)}
            aria-label="Summary or detail"
          >
            <ToggleButton value="summary">Summary</ToggleButton>
            <ToggleButton value="detail">Detail</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {tank.inventories?.length ? table : <Alert severity="info">{MESSAGES.noResults}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
          <Button variant="contained" onClick={print}>
            Print
          </Button>
          <Button variant="outlined" onClick={onClose}>
            Close
          </Button>
        </Box>
      </CardContent>
      <PrintReport label="Storage tank report">
        <PageHeading title={`Storage Tank ${tank.number} (${tank.productName})`} />
        {table}
        <Typography variant="caption" component="p" sx={{ mt: 2 }}>
          Printed {formatDateTime(new Date())}
        </Typography>
      </PrintReport>
    </Card>
  );
}
