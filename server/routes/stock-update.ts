import type { FastifyInstance } from 'fastify';
import { createdAnswer, messageAnswer } from '../../schemas/answer.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { recordWord } from '../../schemas/i18n/words.ts';
import {
  stockUpdateDetailAnswer,
  stockUpdateEditInfoAnswer,
  stockUpdateEditSchema,
  stockUpdateSchema,
  stockUpdateSearchAnswer,
  stockUpdateSearchSchema,
  stockUpdateStatusSchema,
} from '../../schemas/stock-update.ts';
import { stockUpdateWorkflow } from '../../schemas/workflows/stock-update.ts';
import { stockUpdateType } from '../domain/stock-updates/definition.ts';
import { stockUpdateDetail, stockUpdateEditInfo } from '../domain/stock-updates/read.ts';
import { searchStockUpdates } from '../domain/stock-updates/search.ts';
import { stockUpdateBinding } from '../domain/stock-updates/workflow.ts';
import { createStockUpdate, editStockUpdate } from '../domain/stock-updates/write.ts';
import { doneMessage, runTransition } from '../domain/workflow.ts';
import { answers } from '../plugins/answers.ts';
import { recordGuards } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';
import { commentRoutes } from './comments.ts';
import { idParams, pathId } from './params.ts';

const tags = ['StockUpdate'];
const security = [{ bearer: [] }];
const NOT_FOUND = recordWord('StockUpdate', 'The');

/** Stock update requests (spec part 1, point 7) and their comments. */
export default async function stockUpdateRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  const { readers, creators, editors } = recordGuards(stockUpdateWorkflow);

  app.post(
    '/StockUpdate',
    {
      ...creators,
      schema: {
        tags,
        security,
        operationId: 'submitStockUpdate',
        summary: 'Submit a stock update request',
        description:
          'An importer user (R100 with P100) submits a shipment, overage, shortage or difference for one of ' +
          'their importers, with a quantity per inventory. It waits as New for review. A line may also carry ' +
          'the observed temperature and the gravity (API gravity at 60 °F, or density at 15 °C under Table 54B): ' +
          'its quantity is then the gross observed volume and the request keeps and posts the net standard ' +
          'volume (a difference also gives measuredVolume, the gallons it was measured on). A line without ' +
          'them is taken as already at standard conditions.',
        body: yupBody(stockUpdateSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const id = await createStockUpdate(app.db, request.user, request.body, {
        volumeTable: app.config.volumeTable,
      });
      return { id, message: msg('stockUpdate.submitted') };
    },
  );

  app.put(
    '/StockUpdate',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'editStockUpdate',
        summary: 'Edit a New request',
        description: 'The submitter changes a request that is still New; its lines are replaced by these.',
        body: yupBody(stockUpdateEditSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const input = request.body;
      await editStockUpdate(app.db, request.user, input, { volumeTable: app.config.volumeTable });
      return { id: input.stockUpdateId, message: msg('stockUpdate.updated') };
    },
  );

  app.post(
    '/StockUpdate/Search',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'searchStockUpdates',
        summary: 'Search requests, 20 a page',
        description:
          'The requests the user may see that match the filters, newest request date first, 20 a page ' +
          '(pageNumber from 1), with the total.',
        body: yupBody(stockUpdateSearchSchema),
        response: answers(stockUpdateSearchAnswer),
      },
    },
    async (request) => searchStockUpdates(request.readDb, request.user, request.body),
  );

  app.post(
    '/StockUpdate/StatusUpdate',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'updateStockUpdateStatus',
        summary: 'Review, approve or cancel a request',
        description:
          'status is the action: Review (10) and Approve (20) by Marketing / Stock Control, Cancel (30) by ' +
          'the submitter while New or Reviewed. Approval posts the lines to the stock ledger on the ' +
          "request's date. A record that has moved on answers 400.",
        body: yupBody(stockUpdateStatusSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      const body = request.body;
      const { action } = await runTransition(app.db, stockUpdateBinding, {
        id: body.id,
        actionCode: body.status,
        user: request.user,
        comment: body.comment,
        mailer: app.mailer,
      });
      return { message: doneMessage(stockUpdateWorkflow, action) };
    },
  );

  app.get(
    '/StockUpdate/:id',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'getStockUpdate',
        summary: 'A request with its flags',
        description:
          'The request, its lines, history, comments and documents, with the flags of what this user may do ' +
          'with it now. A request the user may not see answers 404.',
        params: idParams('id'),
        response: answers(stockUpdateDetailAnswer),
      },
    },
    async (request) => stockUpdateDetail(app.db, request.user, pathId(request.params.id, NOT_FOUND)),
  );

  app.get(
    '/StockUpdate/:id/GetEditInfo',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'getStockUpdateEditInfo',
        summary: 'A New request and the importers to edit it with',
        description: 'For the edit form: the request as a payload and the importers with their inventories.',
        params: idParams('id'),
        response: answers(stockUpdateEditInfoAnswer),
      },
    },
    async (request) => stockUpdateEditInfo(app.db, request.user, pathId(request.params.id, NOT_FOUND)),
  );

  await app.register(commentRoutes(stockUpdateType));
}
