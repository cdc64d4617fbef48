import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { invalid, msg } from './i18n/msg.ts';
import { optionalRecordId, pageNumber } from './numbers.ts';
import { dateRange } from './search.ts';
import { text } from './text.ts';

// The audit log (GET Audit, GET Audit/Verify, `npm run audit:verify`).

export const AUDIT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-throttled',
  'second-factor-sent',
  'second-factor-failed',
  'sign-out',
  'password-change',
  'password-reset',
  'admin-change',
  'record-change',
] as const;

export const auditEventAnswer = answer({
  id: a.int(),
  seq: a.int('Its place in the chain'),
  at: a.timestamp(),
  userId: a.int('Who (none for a failed sign-in of an unknown account)').nullable(),
  user: a.text('Their e-mail').nullable(),
  role: a.text('Their role code at the time').nullable(),
  address: a.text("The caller's address").nullable(),
  kind: a.oneOf(AUDIT_KINDS),
  recordType: a.text().nullable(),
  recordId: a.int().nullable(),
  detail: a.text('What was done, as JSON: for administrative changes the before and after'),
});
export type AuditEventRow = Answer<typeof auditEventAnswer>;

export const auditPageAnswer = answer({
  total: a.int(
    'Rows matching the filters, counted up to AUDIT_COUNT_AHEAD past the page: beyond that, the rows counted',
  ),
  totalIsLowerBound: a.bool('There are more rows than total: the count stopped there'),
  rows: a.list(auditEventAnswer, 'Newest first: by time, then place in the chain'),
});
export type AuditPage = Answer<typeof auditPageAnswer>;

export const auditVerificationAnswer = answer({
  ok: a.bool('Every row gives its hash and links to the one before'),
  rowsChecked: a.int(),
  problems: a.list(
    answer({
      id: a.int(),
      seq: a.int(),
      problems: a.list(a.oneOf(['content', 'link', 'sequence'] as const)),
      message: a.text(),
    }),
  ),
  head: a.object({ seq: a.int(), hash: a.text() }, 'The last row, from the same snapshot').nullable(),
});
export type AuditVerification = Answer<typeof auditVerificationAnswer>;

/** GET Audit's filters: every one optional; 50 rows a page, newest first. */
export const auditQuerySchema = yup.object({
  userId: optionalRecordId('User'),
  kind: text('Kind', { max: 40 })
    .nullable()
    .default(null)
    .test('kind', invalid('Kind'), (value) => !value || (AUDIT_KINDS as readonly string[]).includes(value)),
  // An id alone names a record of any type: and the log's index on records leads with the type, so
  // without it the id was looked for in every entry (3 s at 17 million rows).
  recordType: text('Record type', { max: 40 })
    .nullable()
    .default(null)
    .test('with-id', msg('search.recordTypeWithId'), function check(value) {
      return Boolean(value) || !this.parent.recordId;
    }),
  recordId: optionalRecordId('Record'),
  ...dateRange('from', 'to', 'Date'),
  pageNumber: pageNumber(),
});
export type AuditQuery = yup.InferType<typeof auditQuerySchema>;
export const AUDIT_PAGE_SIZE = 50;
/** At most this many rows go into one spreadsheet (200 pages): narrow the filters for more. */
export const AUDIT_EXPORT_LIMIT = 10_000;
/**
 * How many matches past a page's offset GET Audit counts: one spreadsheet's worth, so an export knows
 * its pages. At national scale the log holds a row per record change (tens of millions): counting them
 * all took longer than any page.
 */
export const AUDIT_COUNT_AHEAD = AUDIT_EXPORT_LIMIT;
