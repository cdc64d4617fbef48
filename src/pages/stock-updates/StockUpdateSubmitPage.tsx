import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { stockUpdateSchema } from '../../../schemas/stock-update.ts';
import type { UserEntitiesAnswer } from '../../../schemas/user-entities.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import LoadingPage from '../LoadingPage.tsx';
import { StockUpdateForm } from './StockUpdateForm.tsx';
import { emptyFormValues, type ImporterOption, linesFor, toRequest } from './stockUpdateFormValues.ts';

/** POST User/Entities: the importers this user may submit for, with adjusted balances. */
const ENTITIES_QUERY = {
  includeImporters: true,
  includeDistributors: false,
  ensureImporterAuthorization: true,
  ensureDistributorAuthorization: false,
  calculateAdjustedStockBalance: true,
};

/** With one importer to choose from, it is chosen already. */
function startValues(importers: readonly ImporterOption[]) {
  const values = emptyFormValues();
  if (importers.length !== 1) return values;
  return { ...values, importerId: String(importers[0].id), inventoryInfos: linesFor(importers[0]) };
}

/** /submit-stock-update: a new request; on success its detail page opens. */
export default function StockUpdateSubmitPage() {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const entities = useQuery({
    queryKey: ['user-entities', ENTITIES_QUERY],
    queryFn: () => dataProvider.call<UserEntitiesAnswer>('POST', 'User/Entities', ENTITIES_QUERY),
    retry: false,
  });
  const importers = entities.data?.importers ?? [];

  const submit = async (request: Parameters<typeof toRequest>[0]) => {
    const answer = await dataProvider.call<{ id?: number; message?: string }>(
      'POST',
      'stockUpdate',
      toRequest(request),
    );
    if (answer?.message) notify(answer.message, { type: 'success' });
    navigate(answer?.id ? `/stock-request/detail/${answer.id}` : '/stock-request/list');
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading
        title="Submit Stock Update"
        actions={
          <>
            <Button component={Link} to="/stock-request/list" variant="outlined" color="inherit">
              Stock Updates
            </Button>
            <Button component={Link} to="/" variant="outlined" color="inherit">
              Dashboard
            </Button>
          </>
        }
      />
      {entities.isPending ? <LoadingPage /> : null}
      {entities.error ? <Alert severity="error">{screenErrorMessage(entities.error)}</Alert> : null}
      {entities.data ? (
        <StockUpdateForm
          importers={importers}
          defaultValues={startValues(importers)}
          schema={stockUpdateSchema}
          submitLabel="Submit"
          cancelTo="/stock-request/list"
          onSubmit={submit}
        />
      ) : null}
    </Box>
  );
}
