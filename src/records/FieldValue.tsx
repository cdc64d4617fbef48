import { styled } from '@mui/material';
import type { ReactNode } from 'react';
import { notAvailable } from '../widgets/format/formatDate.ts';

/** A value to show, with 'N/A' for what is missing. */
const shown = (value: ReactNode) =>
  value === null || value === undefined || value === '' ? notAvailable() : value;

/**
 * The list of labelled values (a `dl`) that FieldValue items go in, styled here once for all of them: a
 * list page draws twenty cards of half a dozen values, and a styled component per term and description
 * was most of its rendering on a phone. With `data-one-line` every value keeps to one line, cut with an
 * ellipsis (the list's cards).
 */
export const FieldList = styled('dl')(({ theme }) => ({
  margin: 0,
  '& > div': { minWidth: 0 },
  '& dt': { ...theme.typography.caption, color: theme.palette.text.secondary, lineHeight: 1.4, margin: 0 },
  '& dd': { ...theme.typography.body2, margin: 0, overflowWrap: 'anywhere' },
  '&[data-one-line] dt, &[data-one-line] dd': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
}));

interface Props {
  /** The label, already in the chosen language. */
  label: string;
  value: ReactNode;
  /** Its list draws it on one line (FieldList's data-one-line): the whole text in a tooltip. */
  oneLine?: boolean;
}

/** One labelled value of a card or an information section (in a FieldList), as a term and its description. */
export function FieldValue({ label, value, oneLine }: Props) {
  const text = shown(value);
  return (
    <div>
      <dt>{label}</dt>
      <dd title={oneLine && typeof text === 'string' ? text : undefined}>{text}</dd>
    </div>
  );
}
