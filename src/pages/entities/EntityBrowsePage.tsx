import { Alert, Box, Button, Card, CardContent, CircularProgress, Paper, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { type RaRecord, useGetList, useGetOne } from 'react-admin';
import { EntityDetail } from '../../../resources/generated/EntityDetail.tsx';
import type { EntityResource } from '../../../resources/generateResource.tsx';
import { entityText } from '../../../schemas/entity.ts';
import type { AppKey } from '../../i18n/t.ts';
import { t, text } from '../../i18n/t.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { ChoiceList } from '../../widgets/ChoiceList.tsx';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { PrintReport, usePrint } from '../../widgets/PrintReport.tsx';
import { useHashId } from './useHashId.ts';

interface Props {
  resource: EntityResource;
  title: AppKey;
  /** A print-only report of the chosen record; offers Print when given. */
  Report?: ComponentType<{ record: RaRecord }>;
}

/** An entity list page: the records by name, the chosen one (#/{id}) in a detail panel with Close. */
export function EntityBrowsePage({ resource, title, Report }: Props) {
  const { entity, parts } = resource;
  const [id, select] = useHashId();
  const print = usePrint();
  const list = useGetList(entity.resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: entity.display, order: 'ASC' },
  });
  const chosen = useGetOne(entity.resource, { id: id ?? 0 }, { enabled: id !== null, retry: false });
  const record = id !== null ? chosen.data : undefined;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading title={t(title)} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper component="nav" aria-label={text(entityText(entity, 'list'))}>
          {list.isPending ? <CircularProgress size={24} sx={{ m: 2 }} /> : null}
          {list.error ? <Alert severity="error">{screenErrorMessage(list.error)}</Alert> : null}
          {list.data?.length === 0 ? <Alert severity="info">{t('spec.noResults')}</Alert> : null}
          <ChoiceList
            choices={(list.data ?? []).map((r) => ({
              key: Number(r.id),
              primary: String(r[entity.display]),
            }))}
            selected={id}
            onChoose={select}
          />
        </Paper>
        {id !== null ? (
          <Card component="section" aria-label={text(entityText(entity, 'detail'))}>
            <CardContent>
              {chosen.isPending ? <CircularProgress size={24} /> : null}
              {chosen.error ? <Alert severity="error">{screenErrorMessage(chosen.error)}</Alert> : null}
              {record ? (
                <>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {String(record[entity.display])}
                  </Typography>
                  <EntityDetail entity={entity} record={record} scope="page" parts={parts} />
                </>
              ) : null}
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
                {Report && record ? (
                  <Button variant="contained" onClick={print}>
                    {t('masterData.print')}
                  </Button>
                ) : null}
                <Button variant="outlined" onClick={() => select(null)}>
                  {t('masterData.close')}
                </Button>
              </Box>
            </CardContent>
          </Card>
        ) : null}
      </Box>
      {Report && record ? (
        <PrintReport label={text(entityText(entity, 'report'))}>
          <Report record={record} />
        </PrintReport>
      ) : null}
    </Box>
  );
}
