import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { type StockUpdateEditInfo, stockUpdateEditSchema } from '../../../schemas/stock-update.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import LoadingPage from '../LoadingPage.tsx';
import { StockUpdateForm } from './StockUpdateForm.tsx';
import { type StockUpdateRequest, toRequest, valuesFromEditInfo } from './stockUpdateFormValues.ts';

/** /edit-stock-request/{id}: the submit form filled from GetEditInfo; saving opens the detail again. */
export default function StockUpdateEditPage() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const info = useQuery({
    queryKey: ['StockUpdate', id, 'GetEditInfo'],
    queryFn: () =>
      dataProvider.call<StockUpdateEditInfo>('GET', `StockUpdate/${encodeURIComponent(id)}/GetEditInfo`),
    retry: false,
    gcTime: 0,
  });
  const detail = `/stock-request/detail/${encodeURIComponent(id)}`;
  const start = info.data ? valuesFromEditInfo(info.data) : null;

  const save = async (request: StockUpdateRequest) => {
    const answer = await dataProvider.call<{ message?: string }>('PUT', 'StockUpdate', toRequest(request));
    if (answer?.message) notify(answer.message, { type: 'success' });
    navigate(detail);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading
        title="Edit Stock Update"
        actions={
          <>
            <Button component={Link} to={detail} variant="outlined" color="inherit">
              Stock Update Detail
            </Button>
            <Button component={Link} to="/stock-request/list" variant="outlined" color="inherit">
              Stock Updates
            </Button>
          </>
        }
      />
      {info.isPending ? <LoadingPage /> : null}
      {info.error ? <Alert severity="error">{screenErrorMessage(info.error)}</Alert> : null}
      {info.data && start ? (
        <StockUpdateForm
          importers={info.data.importers}
          defaultValues={start}
          unchanged={start}
          schema={stockUpdateEditSchema}
          submitLabel="Save"
          cancelTo={detail}
          onSubmit={save}
        />
      ) : null}
    </Box>
  );
}
