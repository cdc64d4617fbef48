import { Alert, Box, CircularProgress, Paper } from '@mui/material';
import { useGetList, useGetOne } from 'react-admin';
import type { TankInventory } from '../../../schemas/inventory.ts';
import type { StorageTank } from '../../../schemas/storage-tank.ts';
import { t } from '../../i18n/t.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { ChoiceList } from '../../widgets/ChoiceList.tsx';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { useHashId } from '../entities/useHashId.ts';
import { TankDetail } from './TankDetail.tsx';

type TankRecord = StorageTank & { inventories: TankInventory[] };

/** /storageTanks/list: the tanks; the chosen one (#/{id}) with each importer's inventory in it. */
export default function StorageTanksPage() {
  const [id, select] = useHashId();
  const tanks = useGetList<StorageTank>('storageTanks', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'number', order: 'ASC' },
  });
  const chosen = useGetOne<TankRecord>(
    'storageTanks',
    { id: id ?? 0 },
    { enabled: id !== null, retry: false },
  );
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading title={t('masterData.storageTanks')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper component="nav" aria-label={t('masterData.tanksList')}>
          {tanks.isPending ? <CircularProgress size={24} sx={{ m: 2 }} /> : null}
          {tanks.error ? <Alert severity="error">{screenErrorMessage(tanks.error)}</Alert> : null}
          {tanks.data?.length === 0 ? <Alert severity="info">{t('spec.noResults')}</Alert> : null}
          <ChoiceList
            choices={(tanks.data ?? []).map((tank) => ({
              key: tank.id,
              primary: t('masterData.tank', { number: tank.number }),
              secondary: tank.productName,
            }))}
            selected={id}
            onChoose={select}
          />
        </Paper>
        <Box>
          {id !== null && chosen.isPending ? <CircularProgress size={24} /> : null}
          {id !== null && chosen.error ? (
            <Alert severity="error">{screenErrorMessage(chosen.error)}</Alert>
          ) : null}
          {id !== null && chosen.data ? <TankDetail tank={chosen.data} onClose={() => select(null)} /> : null}
        </Box>
      </Box>
    </Box>
  );
}
