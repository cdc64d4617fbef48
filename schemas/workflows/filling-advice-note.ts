import type { Grant, Workflow } from './types.ts';

// Filling advice note (spec part 2, points 2, 4, 6 and 9; DESIGN.md section 4): approved delivery
// orders of one product loaded on one vehicle, split into compartments.
// New -> Issue (10) -> Issued; Cancel (20) from New -> Cancelled.
// - The distributor (R300 with P400, for its own distributor) creates the note and edits it while New.
// - Control Room (R400) issues it at the loading bay, with the card number and a bay number for every
//   compartment: in one transaction every delivery order on it becomes Fulfilled, each delivery-order
//   line posts its sale to the ledger, and each transfer order its fulfilled delivery orders now cover
//   becomes Delivered (the effect issue). Control Room cancels a New note, which releases its delivery
//   orders (they stay Approved and may go on another note); it can not be reverted.
// - A delivery order is on at most one active (New or Issued) note.
// - The spec gives notes no documents. Comments: anyone who sees the note, while New or Issued (a
//   loading document is still talked about after the truck has left).

export type FillingAdviceNoteState = 'New' | 'Issued' | 'Cancelled';
export type FillingAdviceNoteAction = 'Issue' | 'Cancel';

const distributor: Grant = { role: 'R300', permission: 'P400' };
const controlRoom: Grant = { role: 'R400' };

export const fillingAdviceNoteWorkflow: Workflow<FillingAdviceNoteState, FillingAdviceNoteAction> = {
  record: 'FillingAdviceNote',
  detailRoute: '/filling-advice-note-detail/:id',
  label: 'filling advice note',
  readers: ['R100', 'R200', 'R300', 'R400', 'R500', 'R600', 'R700'],
  create: { grants: [distributor], for: 'distributor' },
  initial: 'New',
  states: {
    New: { code: 0, label: 'New', word: 'new', open: true, tile: true },
    Issued: { code: 10, label: 'Issued', word: 'issued', open: false, tile: true },
    Cancelled: { code: 20, label: 'Cancelled', word: 'cancelled', open: false, tile: false },
  },
  actions: {
    Issue: {
      code: 10,
      name: 'Issue',
      past: 'issued',
      transitions: { New: 'Issued' },
      grants: { New: [controlRoom] },
      effects: ['issue'],
    },
    Cancel: {
      code: 20,
      name: 'Cancel',
      past: 'cancelled',
      withdraws: true,
      transitions: { New: 'Cancelled' },
      grants: { New: [controlRoom] },
      effects: [],
    },
  },
  edit: { states: ['New'], grants: [distributor] },
  documents: { states: [], grants: [] },
  comments: { states: ['New', 'Issued'] },
  flags: { isIssuable: 'Issue', canCancel: 'Cancel' },
  abilities: {
    // Print the loading document: Control Room with P401, once the note is issued.
    canPrint: { states: ['Issued'], grants: [{ role: 'R400', permission: 'P401' }] },
  },
};
