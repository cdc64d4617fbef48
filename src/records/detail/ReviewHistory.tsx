import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Review } from '../../../schemas/records.ts';
import { formatDateTime, NOT_AVAILABLE } from '../../widgets/format/formatDate.ts';
import { ScrollRegion } from '../../widgets/ScrollRegion.tsx';
import { Section } from '../Section.tsx';

/** The history of reviews of a record, oldest first as the server sends it. */
export function ReviewHistory({ reviews }: { reviews: readonly Review[] | null | undefined }) {
  const rows = reviews ?? [];
  return (
    <Section title="History">
      {rows.length === 0 ? (
        <Typography color="text.secondary">No history yet.</Typography>
      ) : (
        <ScrollRegion label="History">
          <Table size="small" aria-label="History">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>By</TableCell>
                <TableCell>Comment</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((review) => (
                <TableRow key={review.id}>
                  <TableCell>{formatDateTime(review.date)}</TableCell>
                  <TableCell>{review.reviewAction || NOT_AVAILABLE}</TableCell>
                  <TableCell>{review.submitter || NOT_AVAILABLE}</TableCell>
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
