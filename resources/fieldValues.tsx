import { Link } from '@mui/material';
import { type FieldSpec, referenceKey } from '../schemas/fieldTypes.ts';
import { t } from '../src/i18n/t.ts';
import { formatDate } from '../src/widgets/format/formatDate.ts';
import { formatNumber } from '../src/widgets/format/formatNumber.ts';

// How each field type shows a value in lists and details.

export interface ValueProps {
  spec: FieldSpec;
  record: Record<string, unknown>;
}

const raw = ({ spec, record }: ValueProps) => record[spec.name];
const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

export const TextValue = (props: ValueProps) => <>{text(raw(props))}</>;

export function EmailValue(props: ValueProps) {
  const value = raw(props);
  return typeof value === 'string' && value ? <Link href={`mailto:${value}`}>{value}</Link> : <>—</>;
}

export const NumberValue = (props: ValueProps) => <>{formatNumber(raw(props))}</>;
export const YesNoValue = (props: ValueProps) => <>{t(raw(props) ? 'common.yes' : 'common.no')}</>;
export const StatusValue = (props: ValueProps) => <>{t(raw(props) ? 'terms.active' : 'terms.inactive')}</>;
export const DateValue = (props: ValueProps) => <>{formatDate(raw(props))}</>;
export const OptionValue = (props: ValueProps) => (
  <>{text(props.spec.options?.[String(raw(props))] ?? raw(props))}</>
);

/** A reference shows the embedded {id, name} the server joins in (no request per row). */
export function ReferenceValue({ spec, record }: ValueProps) {
  const embedded = record[referenceKey(spec.name)] as { name?: unknown } | null | undefined;
  return <>{text(embedded?.name ?? record[`${referenceKey(spec.name)}Name`])}</>;
}
