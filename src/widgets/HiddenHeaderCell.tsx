import { TableCell, type TableCellProps } from '@mui/material';
import { visuallyHidden } from '@mui/utils';

/**
 * A header cell over a column of buttons or check boxes: nothing to see, but a name for assistive
 * technology, which reads each cell with its column's header.
 */
export function HiddenHeaderCell({ label, ...props }: { label: string } & TableCellProps) {
  return (
    <TableCell {...props}>
      <span style={visuallyHidden}>{label}</span>
    </TableCell>
  );
}
