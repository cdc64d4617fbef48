import type {
  CompartmentInput,
  FanCreationInfo,
  FanForEdit,
  FillingAdviceNoteInput,
  NoteDeliveryOrder,
} from '../../schemas/filling-advice-note.ts';

/** What the form picks from: the delivery orders the note may carry. */
export interface FanOptions {
  deliveryOrders: readonly NoteDeliveryOrder[];
}

/**
 * What the inputs hold. Delivery orders are chosen whole and compartments are added through their own
 * small form (checked there), so both hold numbers already.
 */
export interface FanFormValues {
  id?: number;
  vehicleNumber: string;
  deliveryOrders: { deliveryOrderId: number; quantity: number }[];
  compartments: CompartmentInput[];
}

export type FanRequest = FillingAdviceNoteInput & { id?: number };

export const optionsOf = (info: FanCreationInfo | FanForEdit): FanOptions => ({
  deliveryOrders: info.deliveryOrders,
});

export const newFormValues = (): FanFormValues => ({
  vehicleNumber: '',
  deliveryOrders: [],
  compartments: [],
});

/** The edit form's start: the note as FanForEdit answers it. */
export const valuesFromEditInfo = ({ fillingAdviceNote: note }: FanForEdit): FanFormValues => ({
  id: note.id,
  vehicleNumber: note.vehicleNumber,
  deliveryOrders: note.deliveryOrders,
  compartments: note.compartments,
});

/** Gallons of some lines (delivery orders or compartments). */
export const totalOf = (lines: readonly { quantity: number }[] | undefined) =>
  (lines ?? []).reduce((sum, line) => sum + line.quantity, 0);

/** The values as one comparable text: 'Save only when changed'. */
export const fingerprint = (values: FanFormValues): string =>
  JSON.stringify([
    (values.vehicleNumber ?? '').trim(),
    [...(values.deliveryOrders ?? [])].map((o) => o.deliveryOrderId).sort((a, b) => a - b),
    [...(values.compartments ?? [])]
      .map((c) => [c.compartmentNumber, c.quantity, c.destination.trim()])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  ]);
