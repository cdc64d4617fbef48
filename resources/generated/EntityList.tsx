import {
  Alert,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { type Identifier, ListBase, useListContext } from 'react-admin';
import type { EntityDefinition } from '../../schemas/entity.ts';
import { entityText } from '../../schemas/entity.ts';
import { describeFields } from '../../schemas/fieldTypes.ts';
import { t, text } from '../../src/i18n/t.ts';
import { labelText } from '../../src/i18n/terms.ts';
import { adminErrorOutcome } from '../../src/providers/errorCatalogue.ts';
import { HiddenHeaderCell } from '../../src/widgets/HiddenHeaderCell.tsx';
import { SpecValue } from '../fieldComponents.tsx';
import { ManageDialog } from './ManageDialog.tsx';
import type { EntityParts } from './parts.ts';

function Rows({ entity, onManage }: { entity: EntityDefinition; onManage: (id: Identifier) => void }) {
  const { data, isPending, error } = useListContext();
  const columns = describeFields(entity.schema).filter((f) => f.list);
  if (isPending) return <CircularProgress size={24} />;
  if (error) {
    const outcome = adminErrorOutcome(error);
    return (
      <Alert severity="error">
        {outcome.kind === 'message' ? outcome.message : t('spec.unexpectedError')}
      </Alert>
    );
  }
  if (!data?.length) return <Alert severity="info">{t('spec.noResults')}</Alert>;
  return (
    <Table size="small" aria-label={text(entityText(entity, 'list'))}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.name}>{labelText(c.displayLabel)}</TableCell>
          ))}
          <HiddenHeaderCell label={t('kit.detail.actions')} />
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((record) => (
          <TableRow key={record.id} hover>
            {columns.map((c) => (
              <TableCell key={c.name}>
                <SpecValue spec={c} record={record} />
              </TableCell>
            ))}
            <TableCell align="right">
              <Button size="small" variant="outlined" onClick={() => onManage(record.id)}>
                {t('masterData.manage')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The list tab: the schema's list columns, sorted by the display field; Manage opens the shared modal. */
export function EntityList({ entity, parts }: { entity: EntityDefinition; parts?: EntityParts }) {
  const [managed, setManaged] = useState<Identifier | null>(null);
  return (
    <ListBase
      resource={entity.resource}
      perPage={1000}
      sort={{ field: entity.display, order: 'ASC' }}
      disableSyncWithLocation
    >
      <Rows entity={entity} onManage={setManaged} />
      {managed !== null ? (
        <ManageDialog entity={entity} id={managed} parts={parts} onClose={() => setManaged(null)} />
      ) : null}
    </ListBase>
  );
}
