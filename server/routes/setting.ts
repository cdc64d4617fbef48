import type { FastifyInstance } from 'fastify';
import { DELIVERY_ORDER_PRIORITIES, STOCK_UPDATE_TYPES } from '../../schemas/codes.ts';
import {
  type AppCodesAnswer,
  appCodesAnswer,
  type FiltersAnswer,
  filtersAnswer,
  type KeyValue,
} from '../../schemas/dashboard.ts';
import {
  type FourEyesSaved,
  fourEyesAnswer,
  fourEyesSavedAnswer,
  fourEyesSchema,
} from '../../schemas/four-eyes.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { deliveryOrderWorkflow } from '../../schemas/workflows/delivery-order.ts';
import { stageOptions } from '../../schemas/workflows/engine.ts';
import { fillingAdviceNoteWorkflow } from '../../schemas/workflows/filling-advice-note.ts';
import { stockTransferWorkflow } from '../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../schemas/workflows/transfer-order.ts';
import { readFourEyes, saveFourEyes } from '../domain/four-eyes.ts';
import { transferOrderParties } from '../domain/transfer-orders/filters.ts';
import { answers } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';

const tags = ['Setting'];
const keyValues = (table: Record<number, string>): KeyValue[] =>
  Object.entries(table).map(([key, value]) => ({ key: Number(key), value }));

const security = [{ bearer: [] }];
const FOUR_EYES_RULE =
  'When on, the user who reviewed a record (a stock update or stock transfer request, a transfer order at ' +
  'its stage, a delivery order) may not also approve it, and its submitter never may: a 400 names the rule. ' +
  'Off by default.';

export default async function settingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  // Codes are only ever added, by a process's start (db/seed/codes.ts) before it listens, and only
  // codes this code knows: read once per process, the answer needs no database (the bench's floor).
  // A failed read is not kept: the next call reads again.
  let appCodes: Promise<AppCodesAnswer> | null = null;
  const readAppCodes = async (): Promise<AppCodesAnswer> => {
    const [roles, permissions] = await Promise.all([
      app.db.db.selectFrom('roles').select('code').orderBy('id').execute(),
      app.db.db.selectFrom('permissions').select('code').orderBy('id').execute(),
    ]);
    return {
      rCodes: Object.fromEntries(roles.map((r) => [r.code, true])),
      pCodes: Object.fromEntries(permissions.map((p) => [p.code, true])),
      volumeTable: app.config.volumeTable,
    };
  };
  app.get(
    '/Setting/AppCodes',
    {
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'getAppCodes',
        summary: 'Every role and permission code',
        description: 'The code tables the browser keeps; no sign-in needed.',
        response: answers(appCodesAnswer),
      },
    },
    () => {
      appCodes ??= readAppCodes().catch((error: unknown) => {
        appCodes = null;
        throw error;
      });
      return appCodes;
    },
  );

  app.get(
    '/Setting/Filters',
    {
      config: { access: 'signed-in' },
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'getFilters',
        summary: 'Filter options of the search pages',
        description:
          'Stages, request types, delivery order priorities, products, importers and distributors, limited to what the user may see: ' +
          'an external user its own entities and the other parties of the transfer orders it sees.',
        security: [{ bearer: [] }],
        response: answers(filtersAnswer),
      },
    },
    async (request): Promise<FiltersAnswer> => {
      const { user } = request;
      const parties = user.isInternal ? null : await transferOrderParties(app.db, user);
      const scoped = (own: number[], others: number[] | undefined) => [0, ...own, ...(others ?? [])];
      const [products, importers, distributors] = await Promise.all([
        app.db.db.selectFrom('products').select(['id as key', 'name as value']).orderBy('name').execute(),
        app.db.db
          .selectFrom('importers')
          .select(['id as key', 'name as value'])
          .$if(!!parties, (q) => q.where('id', 'in', scoped(user.importerIds, parties?.importerIds)))
          .orderBy('name')
          .execute(),
        app.db.db
          .selectFrom('distributors')
          .select(['id as key', 'name as value'])
          .$if(!!parties, (q) => q.where('id', 'in', scoped(user.distributorIds, parties?.distributorIds)))
          .orderBy('name')
          .execute(),
      ]);
      // Stages come from the record types' workflows.
      return {
        transferOrderFilter: { stages: stageOptions(transferOrderWorkflow) },
        deliveryOrderFilter: {
          stages: stageOptions(deliveryOrderWorkflow),
          priorities: keyValues(DELIVERY_ORDER_PRIORITIES),
        },
        stockUpdateFilter: {
          stages: stageOptions(stockUpdateWorkflow),
          requestTypes: keyValues(STOCK_UPDATE_TYPES),
        },
        stockTransferFilter: { stages: stageOptions(stockTransferWorkflow) },
        fillingAdviceNoteFilter: { stages: stageOptions(fillingAdviceNoteWorkflow) },
        entityFilters: { products, importers, distributors },
      };
    },
  );

  app.get(
    '/Setting/FourEyes',
    {
      onRequest: app.authenticate,
      preValidation: requireRole(['R500', 'R600']),
      schema: {
        tags,
        security,
        operationId: 'getFourEyes',
        summary: 'Is the four-eyes rule on (administrators, stock control)',
        description: FOUR_EYES_RULE,
        response: answers(fourEyesAnswer),
      },
    },
    async () => ({ enabled: await readFourEyes(app.db) }),
  );

  app.put(
    '/Setting/FourEyes',
    {
      onRequest: app.authenticate,
      preValidation: requireRole(['R500']),
      schema: {
        tags,
        security,
        operationId: 'setFourEyes',
        summary: 'Turn the four-eyes rule on or off (administrators)',
        description: FOUR_EYES_RULE,
        body: yupBody(fourEyesSchema),
        response: answers(fourEyesSavedAnswer),
      },
    },
    async (request): Promise<FourEyesSaved> => {
      const { enabled } = await saveFourEyes(app.db, request.user, request.body.enabled);
      return { enabled, message: request.t(enabled ? msg('fourEyes.turnedOn') : msg('fourEyes.turnedOff')) };
    },
  );
}
