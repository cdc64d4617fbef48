/**
 * Rows summed per group as they are read: the rows come in their groups' order (the statement sorts
 * them), so a group is opened at its first row and each row is added to the group last opened. A report
 * summed this way reads no rows for its sums (daily-loading.ts and reconciliation.ts give what that saved
 * against grouping sets).
 */
export function sumRuns<R, G>(
  rows: readonly R[],
  sameGroup: (group: G, row: R) => boolean,
  open: (first: R) => G,
  add: (group: G, row: R) => void,
): G[] {
  const groups: G[] = [];
  let group: G | undefined;
  for (const row of rows) {
    if (group === undefined || !sameGroup(group, row)) {
      group = open(row);
      groups.push(group);
    }
    add(group, row);
  }
  return groups;
}
