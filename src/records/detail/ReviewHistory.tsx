import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Review } from '../../../schemas/records.ts';
import { t } from '../../i18n/t.ts';
import { term } from '../../i18n/terms.ts';
import { formatDateTime, notAvailable } from '../../widgets/format/formatDate.ts';
import { ScrollRegion } from '../../widgets/ScrollRegion.tsx';
import { Section } from '../Section.tsx';

/** The history of reviews of a record, oldest first as the server sends it. */
export function ReviewHistory({ reviews }: { reviews: readonly Review[] | null | undefined }) {
  const rows = reviews ?? [];
  return (
    <Section title={t('kit.detail.history')}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('kit.detail.noHistory')}</Typography>
      ) : (
        <ScrollRegion label={t('kit.detail.history')}>
          <Table size="small" aria-label={t('kit.detail.history')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('kit.detail.date')}</TableCell>
                <TableCell>{t('kit.detail.action')}</TableCell>
                <TableCell>{t('kit.detail.by')}</TableCell>
                <TableCell>{t('kit.detail.comment')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((review) => (
                <TableRow key={review.id}>
                  <TableCell>{formatDateTime(review.date)}</TableCell>
                  <TableCell>{review.reviewAction ? term(review.reviewAction) : notAvailable()}</TableCell>
                  <TableCell>{review.submitter || notAvailable()}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{review.comment || ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Section>
  );
}
