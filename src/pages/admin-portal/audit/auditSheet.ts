import type { SheetData } from 'write-excel-file/browser';
import type { AuditEventRow } from '../../../../schemas/audit.ts';
import { t } from '../../../i18n/t.ts';
import { formatDateTime } from '../../../widgets/format/formatDate.ts';

// The audit log as a spreadsheet: a title, what it was filtered by and when it was read above the
// table, one row per event, oldest last as on screen.

export const AUDIT_COLUMNS = ['time', 'user', 'role', 'address', 'kind', 'record', 'detail'] as const;

/** A column's heading in the chosen language. */
export const columnTitle = (column: (typeof AUDIT_COLUMNS)[number]) => t(`audit.columns.${column}`);

const cell = (value: string | null, bold = false) =>
  value === null ? null : { value, type: String, ...(bold ? { fontWeight: 'bold' as const } : {}) };

/** A row's record: 'TransferOrder #12', or none. */
export const recordOf = (row: AuditEventRow) =>
  row.recordType ? `${row.recordType}${row.recordId ? ` #${row.recordId}` : ''}` : null;

export function auditSheet(rows: readonly AuditEventRow[], filtersText: string, readAt: Date): SheetData {
  return [
    [cell(t('audit.sheetTitle'), true)],
    [cell(filtersText)],
    [cell(t('audit.read', { date: formatDateTime(readAt.toISOString()) }))],
    [null],
    AUDIT_COLUMNS.map((column) => cell(columnTitle(column), true)),
    ...rows.map((row) => [
      cell(formatDateTime(row.at)),
      cell(row.user),
      cell(row.role),
      cell(row.address),
      cell(row.kind),
      cell(recordOf(row)),
      cell(row.detail),
    ]),
  ];
}

/** 'PPMS Audit Log 2026-11-24.xlsx'. */
export const auditFileName = (readAt: Date) => t('audit.file', { day: readAt.toISOString().slice(0, 10) });
