// The access matrix (issue 19, item 5): every documented call x every role, a user of another entity,
// no sign-in and a deactivated user, with the answer expected. Walked against the real server by
// ./access-matrix.test.ts; a documented call with no row here fails it (deny by default).
//
// Columns:
//   R100 ... R1100  the demo user of the role (external ones linked to the demo importer or distributor,
//                   whose records the calls name)
//   R100* R300* R1100*  a user of that role with the same permissions, linked to ANOTHER importer or
//                   distributor: a record of the demo entity is not theirs
//   none            no token
//   off             a signed-in administrator, then deactivated
// Cells (the answer's class):
//   2xx  done
//   400  let through by the rights, refused by a rule the user reads: the record had moved on (an
//        earlier column approved or deleted it), or the payload names something that is not theirs
//   401  not signed in (or no longer active)
//   403  the role or permission may not make the call
//   404  the record is not one the user may see (never revealed)
//   429  throttled (repeated wrong sign-in codes)
// Lines starting with # are notes.
// Each call is made with the contract test's valid request; the refused columns are walked first (see
// the test), so that they meet the record as the request built it.

export const COLUMNS = [
  'R100',
  'R200',
  'R300',
  'R400',
  'R500',
  'R600',
  'R700',
  'R1100',
  'R100*',
  'R300*',
  'R1100*',
  'none',
  'off',
] as const;
export type Column = (typeof COLUMNS)[number];
export type Cell = '2xx' | '400' | '401' | '403' | '404' | '429';
const CELLS: readonly string[] = ['2xx', '400', '401', '403', '404', '429'];

export const ACCESS_MATRIX = `
operation                          R100   R200   R300   R400   R500   R600   R700   R1100  R100*  R300*  R1100* none   off
addDeliveryOrderComment            2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    404    404    404    401    401
addFillingAdviceNoteComment        404    2xx    2xx    2xx    2xx    2xx    2xx    403    404    404    403    401    401
addStockTransferComment            2xx    403    403    403    2xx    2xx    403    403    404    403    403    401    401
addStockUpdateComment              2xx    403    403    403    2xx    2xx    403    403    404    403    403    401    401
addTransferOrderComment            2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    404    404    404    401    401
backupDatabase                     403    403    403    403    2xx    403    403    403    403    403    403    401    401
changePassword                     2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
checkAdminCode                     2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx
# Single-use links and codes (confirmEmail, registerAdministrator, resetPassword): used by the first column.
confirmEmail                       400    400    400    400    400    400    400    400    400    400    400    2xx    400
countLossesOverTolerance           403    403    403    403    2xx    2xx    403    403    403    403    403    401    401
createDeliveryOrder                403    403    2xx    403    403    403    403    400    403    404    404    401    401
createDistributor                  403    403    403    403    2xx    403    403    403    403    403    403    401    401
createFillingAdviceNote            403    403    2xx    403    403    403    403    403    403    404    403    401    401
createImporter                     403    403    403    403    2xx    403    403    403    403    403    403    401    401
createProduct                      403    403    403    403    2xx    403    403    403    403    403    403    401    401
createStorageTank                  403    403    403    403    2xx    403    403    403    403    403    403    401    401
createTransferOrder                2xx    403    403    403    403    403    403    403    404    403    403    401    401
# Deletes: the author (or uploader) deletes it; the columns after find it gone (404).
deleteDeliveryOrderComment         403    403    2xx    404    404    404    404    404    404    404    404    401    401
deleteDocument                     2xx    403    403    403    404    404    403    403    404    403    403    401    401
deleteFillingAdviceNoteComment     404    403    2xx    404    404    404    404    403    404    404    403    401    401
deleteStockTransferComment         2xx    403    403    403    404    404    403    403    404    403    403    401    401
deleteStockUpdateComment           2xx    403    403    403    404    404    403    403    404    403    403    401    401
deleteTransferOrderComment         2xx    404    404    404    404    404    404    404    404    404    404    401    401
editDeliveryOrder                  403    403    2xx    403    403    403    403    2xx    403    404    404    401    401
editDeliveryOrderComment           403    403    2xx    403    403    403    403    403    404    404    404    401    401
editFillingAdviceNote              403    403    2xx    403    403    403    403    403    403    404    403    401    401
editFillingAdviceNoteComment       404    403    2xx    403    403    403    403    403    404    404    403    401    401
editStockTransfer                  2xx    403    403    403    403    403    403    403    404    403    403    401    401
editStockTransferComment           2xx    403    403    403    403    403    403    403    404    403    403    401    401
editStockUpdate                    2xx    403    403    403    403    403    403    403    404    403    403    401    401
editStockUpdateComment             2xx    403    403    403    403    403    403    403    404    403    403    401    401
editTransferOrder                  2xx    403    403    403    403    403    403    403    404    403    403    401    401
editTransferOrderComment           2xx    403    403    403    403    403    403    403    404    404    404    401    401
fillingAdviceNoteStatusUpdate      403    403    403    2xx    403    403    403    403    403    403    403    401    401
forgotPassword                     2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx
getAppCodes                        2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx
getDashboard                       2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
getDeliveryOrder                   2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    404    404    404    401    401
getDeliveryOrderCreationInfo       403    403    2xx    403    403    403    403    2xx    403    2xx    2xx    401    401
getDeliveryOrderEditInfo           403    403    2xx    403    403    403    403    2xx    403    404    404    401    401
getDistributor                     404    2xx    2xx    2xx    2xx    2xx    2xx    2xx    404    404    404    401    401
getDocumentAddress                 2xx    403    403    403    2xx    2xx    403    403    404    403    403    401    401
# The document address is signed: it opens the file without a token, until it expires.
getDocumentFile                    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx
getFanCreationInfo                 403    403    2xx    403    403    403    403    403    403    2xx    403    401    401
getFanForEdit                      403    403    2xx    403    403    403    403    403    403    404    403    401    401
getFillingAdviceNote               404    2xx    2xx    2xx    2xx    2xx    2xx    403    404    404    403    401    401
getFilters                         2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
getFourEyes                        403    403    403    403    2xx    2xx    403    403    403    403    403    401    401
getImporter                        2xx    2xx    404    2xx    2xx    2xx    2xx    404    404    404    404    401    401
getLedgerExport                    2xx    403    403    403    2xx    2xx    403    403    404    403    403    401    401
getLossTolerance                   2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
getNotificationSettings            2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
getProduct                         2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
# Statements and ledger exports of the demo importer: its user, stock control and administrators.
getStatement                       2xx    403    403    403    2xx    2xx    403    403    404    403    403    401    401
getStatementKey                    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx
getStatementKeyFile                2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx
getStockTransfer                   2xx    403    403    403    2xx    2xx    403    403    404    403    403    401    401
getStockTransferEditInfo           2xx    403    403    403    403    403    403    403    404    403    403    401    401
getStockUpdate                     2xx    403    403    403    2xx    2xx    403    403    404    403    403    401    401
getStockUpdateEditInfo             2xx    403    403    403    403    403    403    403    404    403    403    401    401
getStorageTank                     2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
getTransferOrder                   2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    404    404    404    401    401
getTransferOrderEditInfo           2xx    403    403    403    403    403    403    403    404    403    403    401    401
getTransferOrderTanks              2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    404    404    404    401    401
getUser                            404    404    404    404    2xx    404    404    2xx    404    404    404    401    401
getWaiting                         2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
listAudit                          403    403    403    403    2xx    403    403    403    403    403    403    401    401
listDistributors                   2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
listImporters                      2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
listProducts                       2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
listStorageTanks                   2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
listUserEntities                   2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
listUserPermissions                403    403    403    403    2xx    403    403    403    403    403    403    401    401
listUserRoles                      403    403    403    403    2xx    403    403    403    403    403    403    401    401
listUsers                          403    403    403    403    2xx    403    403    403    403    403    403    401    401
login                              2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx
# A single-use code: after its use, wrong codes are refused, then throttled (429).
loginWithCode                      400    429    429    429    429    429    429    429    400    400    400    2xx    400
logout                             2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
refreshToken                       2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
registerAdministrator              400    400    400    400    400    400    400    400    400    400    400    2xx    400
registerUser                       403    403    403    403    2xx    403    403    403    403    403    403    401    401
reportDailyLoading                 2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
reportImportation                  2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
reportLosses                       2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
reportProductMovement              2xx    2xx    404    2xx    2xx    2xx    403    403    404    404    403    401    401
reportSalesByImporter              2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
reportSalesByTank                  2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
reportStockBalance                 2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
reportStockReconciliation          2xx    2xx    2xx    2xx    2xx    2xx    403    403    2xx    2xx    403    401    401
resetPassword                      400    400    400    400    400    400    400    400    400    400    400    2xx    400
saveNotificationSettings           2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
searchDeliveryOrders               2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
searchEntities                     403    403    403    403    2xx    403    403    403    403    403    403    401    401
searchFillingAdviceNotes           2xx    2xx    2xx    2xx    2xx    2xx    2xx    403    2xx    2xx    403    401    401
searchStockTransfers               2xx    403    403    403    2xx    2xx    403    403    2xx    403    403    401    401
searchStockUpdates                 2xx    403    403    403    2xx    2xx    403    403    2xx    403    403    401    401
searchTransferOrders               2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    2xx    401    401
searchUsers                        403    403    403    403    2xx    403    403    403    403    403    403    401    401
sendActivation                     403    403    403    403    2xx    403    403    403    403    403    403    401    401
setFourEyes                        403    403    403    403    2xx    403    403    403    403    403    403    401    401
setLossTolerance                   403    403    403    403    2xx    403    403    403    403    403    403    401    401
submitStockTransfer                2xx    403    403    403    403    403    403    403    400    403    403    401    401
submitStockUpdate                  2xx    403    403    403    403    403    403    403    404    403    403    401    401
# Approve at Operations: R200 moves the order to Finance, where R700 approves it in turn.
transferOrderAction                403    2xx    403    403    403    403    2xx    403    403    403    403    401    401
updateDeliveryOrderInventory       403    403    403    2xx    403    403    403    403    403    403    403    401    401
updateDeliveryOrderStatus          403    2xx    403    403    403    403    403    403    403    403    403    401    401
updateDistributor                  403    403    403    403    2xx    403    403    403    403    403    403    401    401
updateImporter                     403    403    403    403    2xx    403    403    403    403    403    403    401    401
updateProduct                      403    403    403    403    2xx    403    403    403    403    403    403    401    401
updateStockTransferStatus          403    403    403    403    403    2xx    403    403    403    403    403    401    401
updateStockUpdateStatus            403    403    403    403    403    2xx    403    403    403    403    403    401    401
updateStorageTank                  403    403    403    403    2xx    403    403    403    403    403    403    401    401
updateUser                         403    403    403    403    2xx    403    403    403    403    403    403    401    401
updateUserEntities                 403    403    403    403    2xx    403    403    403    403    403    403    401    401
updateUserPermissions              403    403    403    403    2xx    403    403    403    403    403    403    401    401
updateUserRole                     403    403    403    403    2xx    403    403    403    403    403    403    401    401
uploadDocument                     2xx    403    403    403    403    400    403    403    404    403    403    401    401
verifyAudit                        403    403    403    403    2xx    403    403    403    403    403    403    401    401
verifyLedger                       403    403    403    403    2xx    403    403    403    403    403    403    401    401
`;

/** The table as operation -> column -> cell; throws on a malformed line. */
export function parseMatrix(table: string): Map<string, Record<Column, Cell>> {
  const rows = new Map<string, Record<Column, Cell>>();
  const [header, ...lines] = table
    .trim()
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
  if (header.slice(1).join(' ') !== COLUMNS.join(' '))
    throw new Error('The matrix header names other columns.');
  for (const [name, ...cells] of lines) {
    if (cells.length !== COLUMNS.length || cells.some((c) => !CELLS.includes(c)))
      throw new Error(`The matrix row ${name} is malformed.`);
    if (rows.has(name)) throw new Error(`The matrix has two rows for ${name}.`);
    rows.set(name, Object.fromEntries(COLUMNS.map((c, i) => [c, cells[i]])) as Record<Column, Cell>);
  }
  return rows;
}
