import type { SheetData } from 'write-excel-file/browser';
import type { AuditEventRow } from '../../../../schemas/audit.ts';
import { formatDateTime } from '../../../widgets/format/formatDate.ts';

// The audit log as a spreadsheet: a title, what it was filtered by and when it was read above the
// table, one row per event, oldest last as on screen.

export const AUDIT_COLUMNS = ['Time', 'User', 'Role', 'Address', 'Kind', 'Record', 'Detail'] as const;

const text = (value: string | null, bold = false) =>
  value === null ? null : { value, type: String, ...(bold ? { fontWeight: 'bold' as const } : {}) };

/** A row's record: 'TransferOrder #12', or none. */
export const recordOf = (row: AuditEventRow) =>
  row.recordType ? `${row.recordType}${row.recordId ? ` #${row.recordId}` : ''}` : null;

export function auditSheet(rows: readonly AuditEventRow[], filtersText: string, readAt: Date): SheetData {
  return [
    [text('PPMS Audit Log', true)],
    [text(filtersText)],
    [text(`Read ${formatDateTime(readAt.toISOString())}`)],
    [null],
    AUDIT_COLUMNS.map((label) => text(label, true)),
    ...rows.map((row) => [
      text(formatDateTime(row.at)),
      text(row.user),
      text(row.role),
      text(row.address),
      text(row.kind),
      text(recordOf(row)),
      text(row.detail),
    ]),
  ];
}

/** 'PPMS Audit Log 2026-11-24.xlsx'. */
export const auditFileName = (readAt: Date) => `PPMS Audit Log ${readAt.toISOString().slice(0, 10)}.xlsx`;
