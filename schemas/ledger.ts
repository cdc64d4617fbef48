import { type Answer, a, answer } from './answer.ts';

// The stock ledger's integrity check (GET Ledger/Verify, and `npm run ledger:verify`).

export const ledgerProblemAnswer = answer({
  id: a.int('The movement'),
  inventoryId: a.int(),
  seq: a.int('Its place in the inventory chain'),
  problems: a.list(
    a.oneOf(
      ['content', 'link', 'sequence'],
      "content: the row's fields do not give its hash; link: prev_hash is not the previous row's hash; " +
        'sequence: a row of the chain is missing or out of place',
    ),
  ),
  message: a.text(),
});
export type LedgerProblem = Answer<typeof ledgerProblemAnswer>;

export const ledgerVerificationAnswer = answer({
  ok: a.bool(),
  rowsChecked: a.int(),
  inventoriesChecked: a.int(),
  problems: a.list(ledgerProblemAnswer),
  heads: a.list(
    a.object({ inventoryId: a.int(), seq: a.int(), hash: a.text() }),
    "Each inventory's last row: recording these elsewhere lets a later check prove nothing was cut off",
  ),
});
export type LedgerVerification = Answer<typeof ledgerVerificationAnswer>;
