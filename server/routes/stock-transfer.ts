import type { FastifyInstance } from 'fastify';
import { createdAnswer, messageAnswer } from '../../schemas/answer.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { recordWord } from '../../schemas/i18n/words.ts';
import {
  stockTransferDetailAnswer,
  stockTransferEditInfoAnswer,
  stockTransferEditSchema,
  stockTransferSchema,
  stockTransferSearchAnswer,
  stockTransferSearchSchema,
  stockTransferStatusSchema,
} from '../../schemas/stock-transfer.ts';
import { stockTransferWorkflow } from '../../schemas/workflows/stock-transfer.ts';
import { stockTransferType } from '../domain/stock-transfers/definition.ts';
import { stockTransferDetail, stockTransferEditInfo } from '../domain/stock-transfers/read.ts';
import { searchStockTransfers } from '../domain/stock-transfers/search.ts';
import { stockTransferBinding } from '../domain/stock-transfers/workflow.ts';
import { createStockTransfer, editStockTransfer } from '../domain/stock-transfers/write.ts';
import { doneMessage, runTransition } from '../domain/workflow.ts';
import { answers } from '../plugins/answers.ts';
import { recordGuards } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';
import { commentRoutes } from './comments.ts';
import { idParams, pathId } from './params.ts';

const tags = ['StockTransfer'];
const security = [{ bearer: [] }];
const NOT_FOUND = recordWord('StockTransfer', 'The');

/** Stock transfers (spec part 2, point 7) and their comments. */
export default async function stockTransferRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  const { readers, creators, editors } = recordGuards(stockTransferWorkflow);
  const id = (request: { params: { id: string } }) => pathId(request.params.id, NOT_FOUND);

  app.post(
    '/StockTransfer',
    {
      ...creators,
      schema: {
        tags,
        security,
        operationId: 'submitStockTransfer',
        summary: 'Submit a stock transfer',
        description:
          "An importer user (R100 with P100) moves stock from one of its importers' inventories to another " +
          "inventory of the same product, its own or another importer's, on a date not in the future. The " +
          "quantity may not exceed the origin's adjusted stock balance. It waits as New for review.",
        body: yupBody(stockTransferSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const created = await createStockTransfer(app.db, request.user, request.body);
      return { id: created, message: msg('stockTransfer.submitted') };
    },
  );

  app.put(
    '/StockTransfer',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'editStockTransfer',
        summary: 'Edit a New stock transfer',
        description:
          "The sending importer's user changes a transfer that is still New. The same rules as on submit, " +
          'except the balance, which the spec checks on create only.',
        body: yupBody(stockTransferEditSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const input = request.body;
      await editStockTransfer(app.db, request.user, input);
      return { id: input.id, message: msg('stockTransfer.updated') };
    },
  );

  app.post(
    '/StockTransfer/Search',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'searchStockTransfers',
        summary: 'Search stock transfers, 20 a page',
        description:
          'The transfers the user may see (an importer user: those touching its inventories, at either end) ' +
          'that match the filters, newest transfer date first, 20 a page (pageNumber from 1), with the total.',
        body: yupBody(stockTransferSearchSchema),
        response: answers(stockTransferSearchAnswer),
      },
    },
    async (request) => searchStockTransfers(request.readDb, request.user, request.body),
  );

  app.post(
    '/StockTransfer/StatusUpdate',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'updateStockTransferStatus',
        summary: 'Review, approve or cancel a stock transfer',
        description:
          'status is the action: Review (10) and Approve (20) by Marketing / Stock Control, Cancel (30) by ' +
          'stock control, or by the sender while New. Approval posts a transfer-out on the origin and a ' +
          "transfer-in on the destination on the transfer's date, in one transaction. A record that has " +
          'moved on answers 400.',
        body: yupBody(stockTransferStatusSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      const body = request.body;
      const { action } = await runTransition(app.db, stockTransferBinding, {
        id: body.id,
        actionCode: body.status,
        user: request.user,
        comment: body.comment,
        mailer: app.mailer,
      });
      return { message: doneMessage(stockTransferWorkflow, action) };
    },
  );

  app.get(
    '/StockTransfer/:id',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'getStockTransfer',
        summary: 'A stock transfer with its flags',
        description:
          'The transfer, both its ends, its history, comments and documents, with the flags of what this ' +
          'user may do with it now. A transfer the user may not see answers 404.',
        params: idParams('id'),
        response: answers(stockTransferDetailAnswer),
      },
    },
    async (request) => stockTransferDetail(app.db, request.user, id(request)),
  );

  app.get(
    '/StockTransfer/:id/GetEditInfo',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'getStockTransferEditInfo',
        summary: 'A New stock transfer and the importers to edit it with',
        description:
          'For the edit form: the transfer as a payload, and the importers with their inventories as ' +
          "User/Entities answers them (balances on the user's own importers, the origins it may send from).",
        params: idParams('id'),
        response: answers(stockTransferEditInfoAnswer),
      },
    },
    async (request) => stockTransferEditInfo(app.db, request.user, id(request)),
  );

  await app.register(commentRoutes(stockTransferType));
}
