import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

// A third party generates a typed client from the served document: openapi-typescript's types must
// compile, and the answers they describe must be the very types the browser uses (schemas/).

const require = createRequire(import.meta.url);
const TSC = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

/** Each pair must be the same type both ways: [generated answer, the browser's type]. */
const CHECK = `
import type { operations } from './api.ts';
import type { UserProfileAnswer } from '../../schemas/account.ts';
import type { LoginAnswer, TokenAnswer } from '../../schemas/auth.ts';
import type { AppCodesAnswer, DashboardAnswer, FiltersAnswer } from '../../schemas/dashboard.ts';
import type { ImporterDetail } from '../../schemas/importer.ts';
import type { LedgerVerification } from '../../schemas/ledger.ts';
import type { StockUpdateDetail, StockUpdateEditInfo, StockUpdateSearchAnswer } from '../../schemas/stock-update.ts';
import type { StorageTankDetail } from '../../schemas/storage-tank.ts';
import type { UserEntitiesAnswer } from '../../schemas/user-entities.ts';
import type { ManagedUser, UserSearchAnswer } from '../../schemas/user.ts';

type Json<R> = R extends { content: { 'application/json': infer A } } ? A : never;
type Answer<O extends keyof operations> = Json<operations[O]['responses'][200]>;
type Refusal<O extends keyof operations> = Json<operations[O]['responses']['4XX']>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const same: true[] = [
  true as Same<Answer<'login'>, LoginAnswer>,
  true as Same<Answer<'refreshToken'>, TokenAnswer>,
  true as Same<Answer<'getUser'>, UserProfileAnswer>,
  true as Same<Answer<'searchUsers'>, UserSearchAnswer>,
  true as Same<Answer<'getAppCodes'>, AppCodesAnswer>,
  true as Same<Answer<'getFilters'>, FiltersAnswer>,
  true as Same<Answer<'getDashboard'>, DashboardAnswer>,
  true as Same<Answer<'listUserEntities'>, UserEntitiesAnswer>,
  true as Same<Answer<'getImporter'>, ImporterDetail>,
  true as Same<Answer<'getStorageTank'>, StorageTankDetail>,
  true as Same<Answer<'searchStockUpdates'>, StockUpdateSearchAnswer>,
  true as Same<Answer<'getStockUpdate'>, StockUpdateDetail>,
  true as Same<Answer<'getStockUpdateEditInfo'>, StockUpdateEditInfo>,
  true as Same<Answer<'verifyLedger'>, LedgerVerification>,
  true as Same<Required<Answer<'getUser'>>, ManagedUser & { userDetail: UserProfileAnswer['userDetail'] }>,
  true as Same<Refusal<'getStockUpdate'>, { message: string; errors?: Record<string, string> }>,
];
`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  fs.mkdirSync(path.resolve('.tmp'), { recursive: true });
  dir = fs.mkdtempSync(path.resolve('.tmp', 'openapi-types-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('types generated from the served document', () => {
  it('compile, and describe the same answers as the shared schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    const types = await openapiTS(document, { silent: true });
    expect(types).toContain('getStockUpdate');
    fs.writeFileSync(path.join(dir, 'api.ts'), types);
    fs.writeFileSync(path.join(dir, 'check.ts'), CHECK);
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.json', include: [], files: ['check.ts'] }),
    );
    const result = spawnSync(process.execPath, [TSC, '--noEmit', '-p', path.join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});
