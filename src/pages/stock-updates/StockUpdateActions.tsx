import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { StockUpdateDetail } from '../../../schemas/stock-update.ts';
import { type StockUpdateAction, stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { actionQuestion, ConfirmDialog, IRREVERSIBLE_NOTE } from '../../widgets/ConfirmDialog.tsx';

/** The buttons in the spec's order, each shown only when the record's flag allows it. */
const BUTTONS: ReadonlyArray<{
  action: StockUpdateAction;
  flag: keyof StockUpdateDetail;
  color: 'error' | 'primary' | 'success';
}> = [
  { action: 'Cancel', flag: 'canCancel', color: 'error' },
  { action: 'Review', flag: 'isReviewable', color: 'primary' },
  { action: 'Approve', flag: 'isApprovable', color: 'success' },
];

interface Props {
  record: StockUpdateDetail;
  /** After Approve the page reloads the record. */
  onReload(): void;
}

/** Cancel, Review and Approve through the confirmation dialog; Cancel and Review go back to the list. */
export function StockUpdateActions({ record, onReload }: Props) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<StockUpdateAction>('Review');
  const [open, setOpen] = useState(false);
  const shown = BUTTONS.filter((button) => record[button.flag] === true);
  if (shown.length === 0) return null;

  const run = async (action: StockUpdateAction, comment: string) => {
    await dataProvider.call('POST', 'StockUpdate/StatusUpdate', {
      id: record.id,
      status: stockUpdateWorkflow.actions[action].code,
      ...(comment ? { comment } : {}),
    });
    setOpen(false);
    if (action === 'Approve') onReload();
    else navigate('/stock-request/list');
  };

  return (
    <Box
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', displayPrint: 'none' }}
      role="group"
      aria-label="Actions"
    >
      {shown.map(({ action, color }) => (
        <Button
          key={action}
          variant="contained"
          color={color}
          onClick={() => {
            setChosen(action);
            setOpen(true);
          }}
        >
          {action}
        </Button>
      ))}
      <ConfirmDialog
        open={open}
        title={`${chosen} Stock Update Request`}
        question={actionQuestion(chosen, 'stock update')}
        note={IRREVERSIBLE_NOTE}
        confirmLabel={chosen}
        withComment
        onClose={() => setOpen(false)}
        onConfirm={(comment) => run(chosen, comment)}
      />
    </Box>
  );
}
