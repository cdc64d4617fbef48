// Code tables shared by the browser and the server. The codes are the spec's; names are ours and
// editable by an administrator (they are seeded from here as data).

export const ROLES = {
  R100: { name: 'Importer', isInternal: false, permissions: ['P100', 'P200'] },
  R200: { name: 'Operations', isInternal: true, permissions: [] },
  R300: { name: 'Distributor', isInternal: false, permissions: ['P300', 'P400'] },
  R400: { name: 'Control Room', isInternal: true, permissions: ['P401'] },
  R500: { name: 'Administrator', isInternal: true, permissions: [] },
  R600: { name: 'Marketing / Stock Control', isInternal: true, permissions: [] },
  R700: { name: 'Finance', isInternal: true, permissions: [] },
  R1100: { name: 'Distributor Agent', isInternal: false, permissions: ['P300'] },
} as const satisfies Record<string, { name: string; isInternal: boolean; permissions: readonly string[] }>;

export type RoleCode = keyof typeof ROLES;
export const ROLE_CODES = Object.keys(ROLES) as RoleCode[];

export const PERMISSIONS = {
  P100: 'Submit stock updates and stock transfers',
  P200: 'Create transfer orders',
  P300: 'Create delivery orders',
  P400: 'Create filling advice notes',
  P401: 'Print filling advice notes',
} as const;

export type PermissionCode = keyof typeof PERMISSIONS;
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as PermissionCode[];

/** The token's user claim and the AppCodes answer: code -> true. */
export type CodeMap = Partial<Record<string, boolean>>;

export interface TokenUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isInternal: boolean;
  rCodes: CodeMap;
  pCodes: CodeMap;
}

export const hasRole = (user: Pick<TokenUser, 'rCodes'> | null | undefined, ...codes: string[]) =>
  !!user && codes.some((code) => user.rCodes?.[code] === true);

export const hasPermission = (user: Pick<TokenUser, 'pCodes'> | null | undefined, code: string) =>
  !!user && user.pCodes?.[code] === true;

/** The spec's pairs, e.g. R100 with P200 creates transfer orders. */
export const hasRoleWithPermission = (user: TokenUser | null | undefined, role: string, permission: string) =>
  hasRole(user, role) && hasPermission(user, permission);

export const STOCK_UPDATE_TYPES = {
  0: 'Shipment',
  1: 'Shortage Adjustment',
  2: 'Overage Adjustment',
  3: 'Overnight Differences',
  4: 'Loading Differences',
} as const;

export const DOCUMENT_ENTITY_TYPES = {
  0: 'Unknown',
  1: 'TransferOrder',
  2: 'DeliveryOrder',
  3: 'StockTransfer',
  4: 'StockUpdate',
} as const;

/** The document type of a record type, by its API name (a workflow's `record`): 'StockUpdate' -> 4. */
export function documentTypeOf(record: string): number {
  const entry = Object.entries(DOCUMENT_ENTITY_TYPES).find(([, name]) => name === record);
  if (!entry) throw new Error(`${record} has no document type.`);
  return Number(entry[0]);
}

export const DELIVERY_ORDER_PRIORITIES = { 0: 'Low', 1: 'Medium', 2: 'High' } as const;

/** Minimum stock an importer must keep per product (gallons). */
export const MINIMUM_REMAINING_BALANCE = 25_000;
export const PAGE_SIZE = 20;
