import { Box, Typography } from '@mui/material';
import { DELIVERY_ORDER_MESSAGES, type DeliveryOrderDetail } from '../../schemas/delivery-order.ts';
import { FieldValue } from '../../src/records/FieldValue.tsx';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatDateTime } from '../../src/widgets/format/formatDate.ts';

/** The filling advice note carrying the order: card number (Pending while 0), created, status, issued. */
export function FillingAdviceNoteBlock({ record }: PartProps<DeliveryOrderDetail>) {
  const note = record.fillingAdviceNote;
  return (
    <Section title="Filling Advice Note">
      {note ? (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: 2, m: 0 }}
        >
          <FieldValue label="Card Number" value={note.cardNumber === 0 ? 'Pending' : note.cardNumber} />
          <FieldValue label="Created Date" value={formatDateTime(note.createdDate)} />
          <FieldValue label="Status" value={note.status} />
          <FieldValue label="Issued Date" value={formatDateTime(note.issuedDate)} />
        </Box>
      ) : (
        <Typography color="text.secondary">{DELIVERY_ORDER_MESSAGES.noNote}</Typography>
      )}
    </Section>
  );
}
