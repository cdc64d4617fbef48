import { Box, Typography } from '@mui/material';
import type { DeliveryOrderDetail } from '../../schemas/delivery-order.ts';
import { t } from '../../src/i18n/t.ts';
import { term } from '../../src/i18n/terms.ts';
import { FieldValue } from '../../src/records/FieldValue.tsx';
import { Section } from '../../src/records/Section.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatDateTime } from '../../src/widgets/format/formatDate.ts';

/** The filling advice note carrying the order: card number (Pending while 0), created, status, issued. */
export function FillingAdviceNoteBlock({ record }: PartProps<DeliveryOrderDetail>) {
  const note = record.fillingAdviceNote;
  return (
    <Section title={t('deliveryOrders.note')}>
      {note ? (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: 2, m: 0 }}
        >
          <FieldValue
            label={t('fields.cardNumber')}
            value={note.cardNumber === 0 ? t('common.pending') : note.cardNumber}
          />
          <FieldValue label={t('fields.createdDate')} value={formatDateTime(note.createdDate)} />
          <FieldValue label={t('fields.status')} value={term(note.status)} />
          <FieldValue label={t('fields.issuedDate')} value={formatDateTime(note.issuedDate)} />
        </Box>
      ) : (
        <Typography color="text.secondary">{t('deliveryOrder.noNote')}</Typography>
      )}
    </Section>
  );
}
