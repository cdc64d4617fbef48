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

export const summaryProblemAnswer = answer({
  table: a.oneOf(['ledger_daily', 'ledger_monthly', 'ledger_balances'] as const),
  inventoryId: a.int(),
  kind: a.text('The movement kind'),
  period: a.day('The day, or the first day of the month'),
  summary: a.int('What the summary row says (0 when it is missing)'),
  movements: a.int('What the movements add up to (0 when there are none)'),
  message: a.text(),
});
export type SummaryProblem = Answer<typeof summaryProblemAnswer>;

export const negativeBalanceAnswer = answer({
  inventoryId: a.int(),
  day: a.day('The day its balance is lowest'),
  balance: a.int('Its balance that day, in gallons (below zero)'),
  message: a.text(),
});
export type NegativeBalance = Answer<typeof negativeBalanceAnswer>;

export const sealProblemAnswer = answer({
  since: a.text(
    "The seal's first day (yyyy-MM-dd), or -infinity: a running seal, everything up to its last day",
  ),
  until: a.day("The seal's last day"),
  inventoryId: a.int(),
  kind: a.text('The movement kind'),
  sealed: a.object(
    {
      ledger: a.int(),
      records: a.int(),
      differing: a.int('How many record groups (record, kind, day) differ between the two sides'),
    },
    'What the seal keeps',
  ),
  compared: a.object(
    { ledger: a.int(), records: a.int(), differing: a.int() },
    'What making the seal again gives: its days compared, or for a running seal the one before it and its day',
  ),
  message: a.text(),
});
export type SealProblem = Answer<typeof sealProblemAnswer>;

export const ledgerVerificationAnswer = answer({
  ok: a.bool(
    'No movement, summary row or reconciliation seal is wrong, and no balance is below zero on any day',
  ),
  rowsChecked: a.int('The movements the check read'),
  inventoriesChecked: a.int(),
  problems: a.list(ledgerProblemAnswer),
  summaries: a.list(
    summaryProblemAnswer,
    'Daily and monthly summary rows that disagree with the movements they sum',
  ),
  seals: a.list(
    sealProblemAnswer,
    "Stock Reconciliation's seals (a closed month's comparison, or everything up to a day, kept) that disagree with making them again",
  ),
  negativeBalances: a.list(
    negativeBalanceAnswer,
    "Inventories whose balance is below zero on some day (the ledger's invariant says never), each at its lowest day",
  ),
  heads: a.list(
    a.object({ inventoryId: a.int(), seq: a.int(), hash: a.text() }),
    "Each inventory's last row, from the same snapshot as the check: recording these elsewhere lets a later check prove nothing was cut off",
  ),
});
export type LedgerVerification = Answer<typeof ledgerVerificationAnswer>;
