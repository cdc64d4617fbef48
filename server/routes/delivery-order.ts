import type { FastifyInstance } from 'fastify';
import { a, createdAnswer, messageAnswer } from '../../schemas/answer.ts';
import {
  deliveryOrderCreationInfoAnswer,
  deliveryOrderDetailAnswer,
  deliveryOrderEditInfoAnswer,
  deliveryOrderEditSchema,
  deliveryOrderInventoryAnswer,
  deliveryOrderInventorySchema,
  deliveryOrderSchema,
  deliveryOrderSearchAnswer,
  deliveryOrderSearchSchema,
  deliveryOrderStatusSchema,
} from '../../schemas/delivery-order.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { recordWord } from '../../schemas/i18n/words.ts';
import { deliveryOrderWorkflow } from '../../schemas/workflows/delivery-order.ts';
import { abilityGrants } from '../../schemas/workflows/engine.ts';
import { deliveryOrderType } from '../domain/delivery-orders/definition.ts';
import {
  deliveryOrderCreationInfo,
  deliveryOrderDetail,
  deliveryOrderEditInfo,
  transferOrderTanks,
} from '../domain/delivery-orders/read.ts';
import { searchDeliveryOrders } from '../domain/delivery-orders/search.ts';
import { deliveryOrderBinding } from '../domain/delivery-orders/workflow.ts';
import {
  createDeliveryOrder,
  editDeliveryOrder,
  updateDeliveryOrderTank,
} from '../domain/delivery-orders/write.ts';
import { doneMessage, runTransition } from '../domain/workflow.ts';
import { answers } from '../plugins/answers.ts';
import { recordGuards, requireGrant } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';
import { commentRoutes } from './comments.ts';
import { idParams, pathId } from './params.ts';

const tags = ['DeliveryOrder'];
const security = [{ bearer: [] }];
const NOT_FOUND = recordWord('DeliveryOrder', 'The');

/** Delivery orders (spec part 2, point 7) and their comments. */
export default async function deliveryOrderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  const { readers, creators, editors } = recordGuards(deliveryOrderWorkflow);
  const tankUpdaters = {
    preValidation: requireGrant(abilityGrants(deliveryOrderWorkflow, 'canUpdateInventory')),
  };

  app.get(
    '/DeliveryOrder/DeliveryOrderCreationInfo',
    {
      ...creators,
      schema: {
        tags,
        security,
        operationId: 'getDeliveryOrderCreationInfo',
        summary: 'What a new delivery order can draw on',
        description:
          "The approved transfer orders of the user's distributors with the gallons delivery orders may still " +
          'take of them (availableQuantity), and the active tanks of their importers holding their products, ' +
          'with adjusted balances.',
        response: answers(deliveryOrderCreationInfoAnswer),
      },
    },
    async (request) => deliveryOrderCreationInfo(app.db, request.user),
  );

  app.post(
    '/DeliveryOrder',
    {
      ...creators,
      schema: {
        tags,
        security,
        operationId: 'createDeliveryOrder',
        summary: 'Create a delivery order',
        description:
          'A distributor or its agent (R300 or R1100 with P300) draws on approved transfer orders of one ' +
          'importer, product and distributor (else 400), each line at most what is left of its transfer ' +
          "order and, where a tank is given, at most that tank's adjusted balance; the tank must be the " +
          "importer's and hold the product. The number must be unused. The order is New.",
        body: yupBody(deliveryOrderSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const id = await createDeliveryOrder(app.db, request.user, request.body);
      return { id, message: msg('deliveryOrder.created') };
    },
  );

  app.put(
    '/DeliveryOrder',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'editDeliveryOrder',
        summary: 'Edit a New delivery order',
        description:
          'Replaces the number and lines of a New order of the distributor, under the same rules as a new one ' +
          '(its own lines count as available).',
        body: yupBody(deliveryOrderEditSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const input = request.body;
      await editDeliveryOrder(app.db, request.user, input);
      return { id: input.deliveryOrderId, message: msg('deliveryOrder.updated') };
    },
  );

  app.post(
    '/DeliveryOrder/Search',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'searchDeliveryOrders',
        summary: 'Search delivery orders, 20 a page',
        description:
          "The orders the user may see (a distributor or agent user its distributors', an importer user those " +
          'drawn on its importers, internal staff all) that match the filters, newest first, 20 a page ' +
          '(pageNumber from 1), with the total.',
        body: yupBody(deliveryOrderSearchSchema),
        response: answers(deliveryOrderSearchAnswer),
      },
    },
    async (request) => searchDeliveryOrders(request.readDb, request.user, request.body),
  );

  app.post(
    '/DeliveryOrder/StatusUpdate',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'updateDeliveryOrderStatus',
        summary: 'Review, approve or cancel a delivery order',
        description:
          'status is the action: Review (5) by Operations while New; Approve (10) by Control Room once ' +
          'Reviewed, with every line on a tank and the priority (Low 0, Medium 1, High 2), which takes effect ' +
          'with it; Cancel (25) by the distributor or agent while New, by Control Room until fulfilled. A ' +
          "record that has moved on answers 400; an action that is another role's, 403.",
        body: yupBody(deliveryOrderStatusSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      const body = request.body;
      const { action } = await runTransition(app.db, deliveryOrderBinding, {
        id: body.deliveryOrderId,
        actionCode: body.status,
        user: request.user,
        comment: body.comment,
        inputs: { priority: body.priority },
        mailer: app.mailer,
      });
      return { message: doneMessage(deliveryOrderWorkflow, action) };
    },
  );

  app.post(
    '/DeliveryOrder/InventoryUpdate',
    {
      ...tankUpdaters,
      schema: {
        tags,
        security,
        operationId: 'updateDeliveryOrderInventory',
        summary: "Set a line's tank",
        description:
          'Control Room (R400) sets the tank a line of the order is lifted from while the order is not ' +
          "fulfilled or cancelled (canUpdateInventory): an active inventory of the line's importer holding " +
          "its product, whose adjusted balance must cover the order's lines on it.",
        body: yupBody(deliveryOrderInventorySchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      await updateDeliveryOrderTank(app.db, request.user, request.body);
      return { message: msg('deliveryOrder.tankUpdated') };
    },
  );

  app.get(
    '/DeliveryOrder/:id',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'getDeliveryOrder',
        summary: 'A delivery order with its flags',
        description:
          'The order, its status {progress, value} and stamps, its lines with their tanks, its filling ' +
          'advice note (or null), history, comments and documents, with the flags of what this user may do ' +
          'with it now. An order the user may not see answers 404.',
        params: idParams('id'),
        response: answers(deliveryOrderDetailAnswer),
      },
    },
    async (request) => deliveryOrderDetail(app.db, request.user, pathId(request.params.id, NOT_FOUND)),
  );

  app.get(
    '/DeliveryOrder/:id/DoForEdit',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'getDeliveryOrderEditInfo',
        summary: 'An editable delivery order and what to edit it with',
        description:
          'For the edit form: the order as a payload, and the transfer orders and tanks as the creation ' +
          "info gives them, this order's own lines counted as available.",
        params: idParams('id'),
        response: answers(deliveryOrderEditInfoAnswer),
      },
    },
    async (request) => deliveryOrderEditInfo(app.db, request.user, pathId(request.params.id, NOT_FOUND)),
  );

  app.get(
    '/DeliveryOrder/:transferOrderId/Inventories',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'getTransferOrderTanks',
        summary: 'The tanks a transfer order may be lifted from',
        description:
          "The active inventories of the transfer order's importer holding its product, with adjusted " +
          'balances (for Update Tank). A transfer order the user may not see answers 404.',
        params: idParams('transferOrderId'),
        response: answers(a.list(deliveryOrderInventoryAnswer)),
      },
    },
    async (request) =>
      transferOrderTanks(
        app.db,
        request.user,
        pathId(request.params.transferOrderId, recordWord('TransferOrder', 'The')),
      ),
  );

  await app.register(commentRoutes(deliveryOrderType));
}
