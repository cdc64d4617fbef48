import type { FastifyInstance } from 'fastify';
import { createdAnswer, messageAnswer } from '../../schemas/answer.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { recordWord } from '../../schemas/i18n/words.ts';
import {
  transferOrderActionSchema,
  transferOrderDetailAnswer,
  transferOrderEditInfoAnswer,
  transferOrderEditSchema,
  transferOrderSchema,
  transferOrderSearchAnswer,
  transferOrderSearchSchema,
} from '../../schemas/transfer-order.ts';
import { transferOrderWorkflow } from '../../schemas/workflows/transfer-order.ts';
import { transferOrderType } from '../domain/transfer-orders/definition.ts';
import { transferOrderDetail, transferOrderEditInfo } from '../domain/transfer-orders/read.ts';
import { searchTransferOrders } from '../domain/transfer-orders/search.ts';
import { transferOrderBinding } from '../domain/transfer-orders/workflow.ts';
import { createTransferOrder, editTransferOrder } from '../domain/transfer-orders/write.ts';
import { doneMessage, runTransition } from '../domain/workflow.ts';
import { answers } from '../plugins/answers.ts';
import { recordGuards } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';
import { commentRoutes } from './comments.ts';
import { idParams, pathId } from './params.ts';

const tags = ['TransferOrder'];
const security = [{ bearer: [] }];
const NOT_FOUND = recordWord('TransferOrder', 'The');

/** Transfer orders (spec part 1, point 7) and their comments. */
export default async function transferOrderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  const { readers, creators, editors } = recordGuards(transferOrderWorkflow);

  app.post(
    '/TransferOrder',
    {
      ...creators,
      schema: {
        tags,
        security,
        operationId: 'createTransferOrder',
        summary: 'Create a transfer order',
        description:
          'An importer user (R100 with P200, for one of its importers) sells a quantity of a product it holds ' +
          "to a distributor. The quantity may not exceed the importer's available balance of the product " +
          "(adjusted balances - open transfer orders' remainders - 25,000 gallons): a 400 names it. The " +
          'number must be unused. The order waits at Operations.',
        body: yupBody(transferOrderSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const id = await createTransferOrder(app.db, request.user, request.body);
      return { id, message: msg('transferOrder.created') };
    },
  );

  app.put(
    '/TransferOrder',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'editTransferOrder',
        summary: 'Edit an order not yet reviewed at Operations',
        description:
          'The importer changes an order still at Operations that nobody has reviewed, under the same rules ' +
          'as a new one (its own quantity counts as available).',
        body: yupBody(transferOrderEditSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const input = request.body;
      await editTransferOrder(app.db, request.user, input);
      return { id: input.id, message: msg('transferOrder.updated') };
    },
  );

  app.post(
    '/TransferOrder/Search',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'searchTransferOrders',
        summary: 'Search transfer orders, 20 a page',
        description:
          "The orders the user may see (an importer user its importers', a distributor or agent user its " +
          "distributors', internal staff all) that match the filters, newest first, 20 a page (pageNumber " +
          'from 1), under `requests`, with the total.',
        body: yupBody(transferOrderSearchSchema),
        response: answers(transferOrderSearchAnswer),
      },
    },
    async (request) => searchTransferOrders(request.readDb, request.user, request.body),
  );

  app.post(
    '/TransferOrder/Actions',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'transferOrderAction',
        summary: 'Review, approve or cancel an order',
        description:
          'actionCode is the action: Review (5) records a review at the stage, Approve (10) moves the order ' +
          'to the next stage (Operations R200, Finance R700, Marketing R600, Control Room R400; after Control ' +
          "Room it is Approved), Cancel (20) by the stage's role, or the importer while at Operations, " +
          'never once a delivery order on it is active. A record that has moved on answers 400; an action ' +
          "that is another role's, 403.",
        body: yupBody(transferOrderActionSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      const body = request.body;
      const { action } = await runTransition(app.db, transferOrderBinding, {
        id: body.transferOrderId,
        actionCode: body.actionCode,
        user: request.user,
        comment: body.comment,
        mailer: app.mailer,
      });
      return { message: doneMessage(transferOrderWorkflow, action) };
    },
  );

  app.get(
    '/TransferOrder/:id',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'getTransferOrder',
        summary: 'An order with its flags',
        description:
          'The order, its status {progress, value}, its delivery orders and quantities, history, comments ' +
          'and documents, with the flags (setting) of what this user may do with it now. An order the ' +
          'user may not see answers 404.',
        params: idParams('id'),
        response: answers(transferOrderDetailAnswer),
      },
    },
    async (request) => transferOrderDetail(app.db, request.user, pathId(request.params.id, NOT_FOUND)),
  );

  app.get(
    '/TransferOrder/:id/GetEditInfo',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'getTransferOrderEditInfo',
        summary: 'An editable order and what to edit it with',
        description:
          "For the edit form: the order as a payload, and the importers (with each product's current and " +
          "available balance, this order's own quantity counted as available) and distributors, as POST " +
          'User/Entities answers them for the create form.',
        params: idParams('id'),
        response: answers(transferOrderEditInfoAnswer),
      },
    },
    async (request) => transferOrderEditInfo(app.db, request.user, pathId(request.params.id, NOT_FOUND)),
  );

  await app.register(commentRoutes(transferOrderType));
}
