import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Table types, camelCase (Kysely's CamelCasePlugin maps them to the snake_case columns).
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface RolesTable {
  id: Generated<number>;
  code: string;
  name: string;
  isInternal: boolean;
}

export interface PermissionsTable {
  id: Generated<number>;
  code: string;
  name: string;
}

export interface RolePermissionsTable {
  roleId: number;
  permissionId: number;
}

export interface UsersTable {
  id: Generated<number>;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  email: string;
  phone: string | null;
  passwordHash: string | null;
  isActive: Generated<boolean>;
  isInternal: boolean;
  emailConfirmed: Generated<boolean>;
  roleId: number | null;
  createdAt: CreatedAt;
  createdBy: number | null;
  updatedAt: NullableTimestamp;
  updatedBy: number | null;
}
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

export interface UserPermissionsTable {
  userId: number;
  permissionId: number;
}

export interface SessionsTable {
  id: string;
  userId: number;
  createdAt: CreatedAt;
  lastSeenAt: Generated<Date>;
  endedAt: NullableTimestamp;
  ip: string | null;
  userAgent: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  at: CreatedAt;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export interface AdminCodesTable {
  id: Generated<number>;
  codeHash: string;
  createdAt: CreatedAt;
  usedAt: NullableTimestamp;
}

export type AccountTokenPurpose = 'reset' | 'activation' | 'email';

export interface AccountTokensTable {
  id: Generated<number>;
  userId: number;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  email: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  unitOfMeasure: string;
  categoryId: number | null;
}

export interface StorageTanksTable {
  id: Generated<number>;
  number: string;
  productId: number;
}

interface PartyColumns {
  id: Generated<number>;
  name: string;
  taxIdentificationNumber: string;
  address: string;
  primaryPhone: string;
  secondaryPhone: string | null;
  primaryEmail: string | null;
  secondaryEmail: string | null;
  contactPerson: string | null;
  isActive: Generated<boolean>;
  registrationDate: CreatedAt;
}

export interface ImportersTable extends PartyColumns {
  fines: Generated<number>;
}

export type DistributorsTable = PartyColumns;

export interface InventoriesTable {
  id: Generated<number>;
  importerId: number;
  storageTankId: number;
  isActive: Generated<boolean>;
}

export interface UserEntitiesTable {
  userId: number;
  importerId: number | null;
  distributorId: number | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

// The stock ledger: filled by triggers (seq, prevHash, hash); never updated or deleted.
export interface LedgerMovementsTable {
  id: Generated<number>;
  inventoryId: number;
  quantity: number;
  kind: string;
  effectiveDate: ColumnType<string, string, never>;
  recordedAt: CreatedAt;
  sourceType: string;
  sourceId: number;
  userId: number | null;
  seq: Generated<number>;
  prevHash: Generated<string>;
  hash: Generated<string>;
}

/** Derived from ledger_movements by its insert trigger (migration 2026112110). */
export interface LedgerDailyTable {
  inventoryId: number;
  kind: string;
  day: string;
  quantity: number;
}

export interface LedgerMonthlyTable {
  inventoryId: number;
  kind: string;
  /** The first day of the month. */
  month: string;
  quantity: number;
}

export interface StockUpdatesTable {
  id: Generated<number>;
  referenceNumber: string | null;
  stockUpdateType: number;
  importerId: number;
  createdDate: ColumnType<string, string, string>;
  status: Generated<string>;
  submittedAt: CreatedAt;
  submittedBy: number;
  updatedAt: NullableTimestamp;
  updatedBy: number | null;
  reviewedAt: NullableTimestamp;
  reviewedBy: number | null;
  approvedAt: NullableTimestamp;
  approvedBy: number | null;
  cancelledAt: NullableTimestamp;
  cancelledBy: number | null;
}

export interface StockUpdateLinesTable {
  stockUpdateId: number;
  inventoryId: number;
  quantity: number;
}

export interface StockTransfersTable {
  id: Generated<number>;
  referenceNumber: string | null;
  fromInventoryId: number;
  toInventoryId: number;
  quantity: number;
  createdDate: ColumnType<string, string, string>;
  status: Generated<string>;
  submittedAt: CreatedAt;
  submittedBy: number;
  updatedAt: NullableTimestamp;
  updatedBy: number | null;
  reviewedAt: NullableTimestamp;
  reviewedBy: number | null;
  approvedAt: NullableTimestamp;
  approvedBy: number | null;
  cancelledAt: NullableTimestamp;
  cancelledBy: number | null;
}

export interface TransferOrdersTable {
  id: Generated<number>;
  transferOrderNumber: string;
  importerId: number;
  distributorId: number;
  productId: number;
  quantity: number;
  status: string;
  progress: Generated<number>;
  createdAt: CreatedAt;
  createdBy: number;
  updatedAt: NullableTimestamp;
  updatedBy: number | null;
}

/** A view over the delivery order lines: what delivery orders hold of each transfer order. */
export interface TransferOrderDeliveriesView {
  transferOrderId: number;
  id: number;
  deliveryOrderNumber: string;
  submittedDate: ColumnType<Date, never, never>;
  priority: number | null;
  quantity: number;
  status: string;
  fulfilledDate: ColumnType<Date | null, never, never>;
  active: boolean;
}

export interface DeliveryOrdersTable {
  id: Generated<number>;
  deliveryOrderNumber: string;
  distributorId: number;
  importerId: number;
  productId: number;
  status: string;
  progress: Generated<number>;
  /** Low 0, Medium 1, High 2; set on approval. */
  priority: number | null;
  submittedAt: CreatedAt;
  submittedBy: number;
  updatedAt: NullableTimestamp;
  updatedBy: number | null;
  reviewedAt: NullableTimestamp;
  reviewedBy: number | null;
  approvedAt: NullableTimestamp;
  approvedBy: number | null;
  fulfilledAt: NullableTimestamp;
  fulfilledBy: number | null;
  cancelledAt: NullableTimestamp;
  cancelledBy: number | null;
}

export interface DeliveryOrderLinesTable {
  deliveryOrderId: number;
  transferOrderId: number;
  /** The tank the line is lifted from; null until one is assigned. */
  inventoryId: number | null;
  quantity: number;
}

/** A view: the filling advice note carrying each delivery order (empty until notes exist). */
export interface DeliveryOrderNotesView {
  deliveryOrderId: number;
  id: number;
  cardNumber: number;
  createdDate: ColumnType<Date, never, never>;
  status: string;
  issuedDate: ColumnType<Date | null, never, never>;
}

export interface RecordHistoryTable {
  id: Generated<number>;
  recordType: string;
  recordId: number;
  action: string;
  actionCode: number | null;
  fromState: string | null;
  toState: string | null;
  userId: number;
  comment: string | null;
  at: CreatedAt;
}

export interface CommentsTable {
  id: Generated<number>;
  recordType: string;
  recordId: number;
  userId: number;
  text: string;
  createdAt: CreatedAt;
  editedAt: NullableTimestamp;
  deletedAt: NullableTimestamp;
}

export interface DocumentsTable {
  id: Generated<number>;
  recordType: string;
  recordId: number;
  title: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: number;
  uploadedAt: CreatedAt;
  deletedAt: NullableTimestamp;
  deletedBy: number | null;
}

export interface DB {
  appSettings: AppSettingsTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  rolePermissions: RolePermissionsTable;
  users: UsersTable;
  userPermissions: UserPermissionsTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  verificationCodes: VerificationCodesTable;
  adminCodes: AdminCodesTable;
  accountTokens: AccountTokensTable;
  products: ProductsTable;
  storageTanks: StorageTanksTable;
  importers: ImportersTable;
  distributors: DistributorsTable;
  inventories: InventoriesTable;
  userEntities: UserEntitiesTable;
  ledgerMovements: LedgerMovementsTable;
  ledgerDaily: LedgerDailyTable;
  ledgerMonthly: LedgerMonthlyTable;
  stockUpdates: StockUpdatesTable;
  stockUpdateLines: StockUpdateLinesTable;
  stockTransfers: StockTransfersTable;
  transferOrders: TransferOrdersTable;
  transferOrderDeliveries: TransferOrderDeliveriesView;
  deliveryOrders: DeliveryOrdersTable;
  deliveryOrderLines: DeliveryOrderLinesTable;
  deliveryOrderNotes: DeliveryOrderNotesView;
  recordHistory: RecordHistoryTable;
  comments: CommentsTable;
  documents: DocumentsTable;
}
