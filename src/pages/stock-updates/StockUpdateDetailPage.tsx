import { Alert, Box, Button, Stack } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { currentUser } from '../../providers/tokenStore.ts';
import { canAccess } from '../../routing/routeAccess.ts';
import { CommentsPanel } from '../../widgets/comments/CommentsPanel.tsx';
import { DocumentsPanel } from '../../widgets/documents/DocumentsPanel.tsx';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { ReviewHistory } from '../../widgets/ReviewHistory.tsx';
import LoadingPage from '../LoadingPage.tsx';
import { StockUpdateActions } from './StockUpdateActions.tsx';
import { StockUpdateInformation } from './StockUpdateInformation.tsx';
import { StockUpdateInventoryTable } from './StockUpdateInventoryTable.tsx';
import { useStockUpdate } from './useStockUpdate.ts';

/** The spec's document type of stock update requests. */
const STOCK_UPDATE_DOCUMENTS = 4;

/** /stock-request/detail/{id}: the request, its lines, documents, comments, history and actions. */
export default function StockUpdateDetailPage() {
  const { id } = useParams();
  const { data: record, error, isPending, refetch } = useStockUpdate(id);
  const reload = () => void refetch();
  const canSubmit = canAccess(currentUser(), 'stock-updates', 'create');

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading
        title="Stock Update Detail"
        actions={
          <>
            {record?.isEditable ? (
              <Button
                component={Link}
                to={`/edit-stock-request/${record.id}`}
                variant="contained"
                color="secondary"
              >
                Edit
              </Button>
            ) : null}
            {canSubmit ? (
              <Button component={Link} to="/submit-stock-update" variant="outlined" color="inherit">
                Submit Stock Update
              </Button>
            ) : null}
            <Button component={Link} to="/stock-request/list" variant="outlined" color="inherit">
              Stock Updates
            </Button>
            <Button component={Link} to="/" variant="outlined" color="inherit">
              Dashboard
            </Button>
          </>
        }
      />
      {isPending ? <LoadingPage /> : null}
      {error ? <Alert severity="error">{screenErrorMessage(error)}</Alert> : null}
      {record ? (
        <Stack spacing={3}>
          <StockUpdateInformation record={record} />
          <StockUpdateInventoryTable lines={record.inventories ?? []} />
          <StockUpdateActions record={record} onReload={reload} />
          <DocumentsPanel
            entityType={STOCK_UPDATE_DOCUMENTS}
            entityId={record.id}
            documents={record.documents}
            canManageDocuments={record.canManageDocuments}
            onChanged={reload}
          />
          <CommentsPanel
            path="StockUpdate"
            entityId={record.id}
            comments={record.comments}
            canAdd={record.canAddComment}
            onChanged={reload}
          />
          <ReviewHistory reviews={record.reviews} />
        </Stack>
      ) : null}
    </Box>
  );
}
