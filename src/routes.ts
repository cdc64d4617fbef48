import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import deliveryOrders from '../resources/delivery-orders/index.ts';
import fillingAdviceNotes from '../resources/filling-advice-notes/index.ts';
import stockTransfers from '../resources/stock-transfers/index.ts';
import stockUpdates from '../resources/stock-updates/index.ts';
import transferOrders from '../resources/transfer-orders/index.ts';
import type { RoleCode } from '../schemas/codes.ts';
import type { RecordResource, RecordView } from './records/types.ts';
import { RECORD_WORKFLOWS, rolesOf } from './routing/recordWorkflows.ts';

/** public: anyone; signed-in: any signed-in user; guarded: only the listed roles (others see /unauthorized). */
export type RouteAccess = 'public' | 'signed-in' | 'guarded';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  roles?: readonly RoleCode[];
  /** The spec's /reset/password/* and /email/confirmation/*: deeper paths open the same page. */
  subpaths?: boolean;
  page: LazyExoticComponent<ComponentType>;
  /** The react-admin resource whose context the page is mounted in. */
  resource?: string;
}

const Home = lazy(() => import('./pages/HomePage.tsx'));
const Unauthorized = lazy(() => import('./pages/UnauthorizedPage.tsx'));
// Pages that later issues build: one honest placeholder until then, with the right guard already.
const Later = lazy(() => import('./pages/NotAvailablePage.tsx'));
const ForgotPassword = lazy(() => import('./pages/account/ForgotPasswordPage.tsx'));
const ResetPassword = lazy(() => import('./pages/account/ResetPasswordPage.tsx'));
const ConfirmEmail = lazy(() => import('./pages/account/ConfirmEmailPage.tsx'));
const AdminRegister = lazy(() => import('./pages/account/AdminRegisterPage.tsx'));
const Profile = lazy(() => import('./pages/account/ProfilePage.tsx'));
const ChangePassword = lazy(() => import('./pages/account/ChangePasswordPage.tsx'));
const AdminPortal = lazy(() => import('./pages/admin-portal/AdminPortalPage.tsx'));
const ImportersPage = lazy(() => import('./pages/entities/ImportersPage.tsx'));
const DistributorsPage = lazy(() => import('./pages/entities/DistributorsPage.tsx'));
const ProductsPage = lazy(() => import('./pages/entities/ProductsPage.tsx'));
const StorageTanksPage = lazy(() => import('./pages/storage-tanks/StorageTanksPage.tsx'));
const ReportingPage = lazy(() => import('./pages/reports/ReportingPage.tsx'));

const R100_TO_R600 = ['R100', 'R200', 'R300', 'R400', 'R500', 'R600'] as const;

type Page = AppRoute['page'];
const open = (path: string, page: Page = Later, subpaths = false): AppRoute => ({
  path,
  access: 'public',
  page,
  subpaths,
});
const signedIn = (path: string, page: Page = Later, resource?: string): AppRoute => ({
  path,
  access: 'signed-in',
  page,
  resource,
});
const only = (path: string, roles: readonly RoleCode[], page: Page = Later, resource?: string): AppRoute => ({
  path,
  access: 'guarded',
  roles,
  page,
  resource,
});
/**
 * A record type's view at its spec path, in its resource's context, guarded by its workflow
 * declaration: the list and detail by its readers, the create and edit pages by the roles that may.
 */
const view = (record: RecordResource, key: RecordView): AppRoute => {
  const page = record[key];
  const path = record.routes[key];
  const workflow = RECORD_WORKFLOWS[record.name];
  if (!page || !path || !workflow) throw new Error(`${record.name} has no ${key} view.`);
  const roles = {
    list: workflow.readers,
    show: workflow.readers,
    create: rolesOf(workflow.create.grants),
    edit: rolesOf(workflow.edit.grants),
  }[key];
  return only(path, roles, page, record.name);
};

/** Every route of the spec with its guard; App.tsx mounts them and authProvider.canAccess reads them. */
export const ROUTES: readonly AppRoute[] = [
  open('/', Home),
  open('/forgot-password', ForgotPassword),
  open('/reset/password', ResetPassword, true),
  open('/email/confirmation', ConfirmEmail, true),
  open('/AdminRegister/:tempCode', AdminRegister),
  open('/unauthorized', Unauthorized),
  signedIn('/profile/:id', Profile),
  signedIn('/change-password', ChangePassword),
  signedIn('/importers/list', ImportersPage, 'importers'),
  signedIn('/distributors/list', DistributorsPage, 'distributors'),
  signedIn('/products/list', ProductsPage, 'products'),
  only('/admin-portal', ['R500'], AdminPortal),
  view(stockUpdates, 'create'),
  view(stockUpdates, 'edit'),
  view(stockUpdates, 'list'),
  view(stockUpdates, 'show'),
  view(stockTransfers, 'create'),
  view(stockTransfers, 'edit'),
  view(stockTransfers, 'list'),
  view(stockTransfers, 'show'),
  view(transferOrders, 'create'),
  view(transferOrders, 'edit'),
  view(transferOrders, 'list'),
  view(transferOrders, 'show'),
  only('/storageTanks/list', R100_TO_R600, StorageTanksPage, 'storageTanks'),
  only('/reporting', R100_TO_R600, ReportingPage),
  view(deliveryOrders, 'create'),
  view(deliveryOrders, 'edit'),
  view(deliveryOrders, 'list'),
  view(deliveryOrders, 'show'),
  view(fillingAdviceNotes, 'create'),
  view(fillingAdviceNotes, 'edit'),
  view(fillingAdviceNotes, 'list'),
  view(fillingAdviceNotes, 'show'),
];
