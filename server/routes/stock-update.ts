import type { FastifyInstance } from 'fastify';
import {
  STOCK_UPDATE_MESSAGES,
  type StockUpdateEditInput,
  type StockUpdateInput,
  type StockUpdateSearch,
  stockUpdateEditSchema,
  stockUpdateSchema,
  stockUpdateSearchSchema,
  stockUpdateStatusSchema,
} from '../../schemas/stock-update.ts';
import { STOCK_UPDATE_READERS } from '../domain/stock-updates/access.ts';
import { stockUpdateDetail, stockUpdateEditInfo } from '../domain/stock-updates/read.ts';
import { searchStockUpdates } from '../domain/stock-updates/search.ts';
import { stockUpdateBinding, stockUpdateKind } from '../domain/stock-updates/workflow.ts';
import { createStockUpdate, editStockUpdate } from '../domain/stock-updates/write.ts';
import { runTransition } from '../domain/workflow.ts';
import { requireRole } from '../plugins/auth.ts';
import { yupBody } from '../plugins/validation.ts';
import { commentRoutes } from './comments.ts';
import { idParams, pathId } from './params.ts';

const tags = ['StockUpdate'];
const security = [{ bearer: [] }];
const NOT_FOUND = 'The stock update request';

/** Stock update requests (spec part 1, point 7) and their comments. */
export default async function stockUpdateRoutes(app: FastifyInstance) {
  const readers = { onRequest: app.authenticate, preHandler: requireRole(STOCK_UPDATE_READERS) };
  const submitters = { onRequest: app.authenticate, preHandler: requireRole(['R100'], 'P100') };

  app.post(
    '/StockUpdate',
    {
      ...submitters,
      schema: { tags, security, summary: 'Submit a stock update request', body: yupBody(stockUpdateSchema) },
    },
    async (request) => {
      const id = await createStockUpdate(app.db, request.user, request.body as StockUpdateInput);
      return { id, message: STOCK_UPDATE_MESSAGES.submitted };
    },
  );

  app.put(
    '/StockUpdate',
    {
      ...submitters,
      schema: { tags, security, summary: 'Edit a New request', body: yupBody(stockUpdateEditSchema) },
    },
    async (request) => {
      const input = request.body as StockUpdateEditInput;
      await editStockUpdate(app.db, request.user, input);
      return { id: input.stockUpdateId, message: STOCK_UPDATE_MESSAGES.updated };
    },
  );

  app.post(
    '/StockUpdate/Search',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'Search requests, 20 a page',
        body: yupBody(stockUpdateSearchSchema),
      },
    },
    async (request) => searchStockUpdates(app.db, request.user, request.body as StockUpdateSearch),
  );

  app.post(
    '/StockUpdate/StatusUpdate',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'Review (10), approve (20) or cancel (30)',
        body: yupBody(stockUpdateStatusSchema),
      },
    },
    async (request) => {
      const body = request.body as { id: number; status: number; comment: string | null };
      const { action } = await runTransition(app.db, stockUpdateBinding, {
        id: body.id,
        actionCode: body.status,
        user: request.user,
        comment: body.comment,
        mailer: app.mailer,
      });
      return { message: STOCK_UPDATE_MESSAGES.done(action.past) };
    },
  );

  app.get(
    '/StockUpdate/:id',
    { ...readers, schema: { tags, security, summary: 'A request with its flags', params: idParams('id') } },
    async (request) =>
      stockUpdateDetail(app.db, request.user, pathId((request.params as { id: string }).id, NOT_FOUND)),
  );

  app.get(
    '/StockUpdate/:id/GetEditInfo',
    {
      ...submitters,
      schema: {
        tags,
        security,
        summary: 'A New request and the importers to edit it with',
        params: idParams('id'),
      },
    },
    async (request) =>
      stockUpdateEditInfo(app.db, request.user, pathId((request.params as { id: string }).id, NOT_FOUND)),
  );

  await app.register(commentRoutes(stockUpdateKind));
}
