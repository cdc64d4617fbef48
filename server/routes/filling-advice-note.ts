import type { FastifyInstance } from 'fastify';
import { createdAnswer, messageAnswer } from '../../schemas/answer.ts';
import {
  fanCreationInfoAnswer,
  fanForEditAnswer,
  fillingAdviceNoteDetailAnswer,
  fillingAdviceNoteEditSchema,
  fillingAdviceNoteSchema,
  fillingAdviceNoteSearchAnswer,
  fillingAdviceNoteSearchSchema,
  fillingAdviceNoteStatusSchema,
} from '../../schemas/filling-advice-note.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { recordWord } from '../../schemas/i18n/words.ts';
import { fillingAdviceNoteWorkflow } from '../../schemas/workflows/filling-advice-note.ts';
import { fillingAdviceNoteType } from '../domain/filling-advice-notes/definition.ts';
import { fanCreationInfo, fanForEdit, noteDetail } from '../domain/filling-advice-notes/read.ts';
import { searchNotes } from '../domain/filling-advice-notes/search.ts';
import { fillingAdviceNoteBinding } from '../domain/filling-advice-notes/workflow.ts';
import { createNote, editNote } from '../domain/filling-advice-notes/write.ts';
import { doneMessage, runTransition } from '../domain/workflow.ts';
import { answers } from '../plugins/answers.ts';
import { recordGuards } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';
import { commentRoutes } from './comments.ts';
import { idParams, pathId } from './params.ts';

const tags = ['FillingAdviceNote'];
const security = [{ bearer: [] }];
const NOT_FOUND = recordWord('FillingAdviceNote', 'The');

/** Filling advice notes (spec part 2, point 7) and their comments. */
export default async function fillingAdviceNoteRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  const { readers, creators, editors } = recordGuards(fillingAdviceNoteWorkflow);

  app.get(
    '/FillingAdviceNote/FanCreationInfo',
    {
      ...creators,
      schema: {
        tags,
        security,
        operationId: 'getFanCreationInfo',
        summary: 'The delivery orders a new note may carry',
        description:
          "The distributor's approved delivery orders that are on no active (New or Issued) note, with " +
          'their quantity, product, importer and the transfer orders and tanks they draw on.',
        response: answers(fanCreationInfoAnswer),
      },
    },
    async (request) => fanCreationInfo(app.db, request.user),
  );

  app.post(
    '/FillingAdviceNote',
    {
      ...creators,
      schema: {
        tags,
        security,
        operationId: 'createFillingAdviceNote',
        summary: 'Create a filling advice note',
        description:
          'A distributor user (R300 with P400) loads approved delivery orders of one product and one of its ' +
          'distributors, each on no other active note and with its whole quantity, on a vehicle whose ' +
          'compartments (unique numbers from 1, quantity, destination) carry exactly their total. The note ' +
          'waits, New, for Control Room to issue it.',
        body: yupBody(fillingAdviceNoteSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const id = await createNote(app.db, request.user, request.body, {
        volumeTable: app.config.volumeTable,
      });
      return { id, message: msg('fan.created') };
    },
  );

  app.put(
    '/FillingAdviceNote',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'editFillingAdviceNote',
        summary: 'Edit a New note',
        description:
          'The distributor replaces the vehicle, delivery orders and compartments of a note that is still ' +
          'New, under the same rules as a new one; the bay numbers go back to 0.',
        body: yupBody(fillingAdviceNoteEditSchema),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const input = request.body;
      await editNote(app.db, request.user, input, { volumeTable: app.config.volumeTable });
      return { id: input.id, message: msg('fan.updated') };
    },
  );

  app.post(
    '/FillingAdviceNote/Search',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'searchFillingAdviceNotes',
        summary: 'Search filling advice notes, 20 a page',
        description:
          "The notes the user may see (a distributor user its distributors', internal staff all) that match " +
          'the filters (referenceNumber: vehicle or card number; fulfilled dates: issue dates), newest first, ' +
          '20 a page (pageNumber from 1), with the total.',
        body: yupBody(fillingAdviceNoteSearchSchema),
        response: answers(fillingAdviceNoteSearchAnswer),
      },
    },
    async (request) => searchNotes(request.readDb, request.user, request.body),
  );

  app.post(
    '/FillingAdviceNote/StatusUpdate',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'fillingAdviceNoteStatusUpdate',
        summary: 'Issue or cancel a New note',
        description:
          'status is the action, by Control Room (R400). Issue (10) needs cardNumber > 0 and a bay number > 0 ' +
          'for every compartment ({id, bayNumber}); in one transaction its delivery orders become Fulfilled, ' +
          'each delivery-order line posts a sale (a negative movement) on its inventory dated the issue day, and ' +
          'each transfer order they now cover becomes Delivered. Cancel (20) releases its delivery orders, ' +
          'still Approved, for another note. A note that has moved on answers 400.',
        body: yupBody(fillingAdviceNoteStatusSchema),
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      const body = request.body;
      const { action } = await runTransition(app.db, fillingAdviceNoteBinding, {
        id: body.id,
        actionCode: body.status,
        user: request.user,
        comment: body.comment,
        inputs: { cardNumber: body.cardNumber, compartments: body.compartments },
        mailer: app.mailer,
      });
      return { message: doneMessage(fillingAdviceNoteWorkflow, action) };
    },
  );

  app.get(
    '/FillingAdviceNote/:id',
    {
      ...readers,
      schema: {
        tags,
        security,
        operationId: 'getFillingAdviceNote',
        summary: 'A note with its flags',
        description:
          'The note (cardNumber and bay numbers 0 until issued), its compartments, its delivery orders with ' +
          'their transfer orders, history and comments, and the flags isEditable, isIssuable and canCancel ' +
          'for this user. A note the user may not see answers 404.',
        params: idParams('id'),
        response: answers(fillingAdviceNoteDetailAnswer),
      },
    },
    async (request) => noteDetail(app.db, request.user, pathId(request.params.id, NOT_FOUND)),
  );

  app.get(
    '/FillingAdviceNote/:id/FanForEdit',
    {
      ...editors,
      schema: {
        tags,
        security,
        operationId: 'getFanForEdit',
        summary: 'An editable note and what to edit it with',
        description:
          'For the edit form: the New note as a payload, and the delivery orders it may carry (its own and ' +
          'the available ones, as FanCreationInfo answers them).',
        params: idParams('id'),
        response: answers(fanForEditAnswer),
      },
    },
    async (request) => fanForEdit(app.db, request.user, pathId(request.params.id, NOT_FOUND)),
  );

  await app.register(commentRoutes(fillingAdviceNoteType));
}
