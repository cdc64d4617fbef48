import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import deliveryOrders from '../../../resources/delivery-orders/declaration.tsx';
import fillingAdviceNotes from '../../../resources/filling-advice-notes/declaration.tsx';
import stockTransfers from '../../../resources/stock-transfers/declaration.tsx';
import stockUpdates from '../../../resources/stock-updates/declaration.tsx';
import transferOrders from '../../../resources/transfer-orders/declaration.tsx';
import { ENTITIES } from '../../../schemas/entities.ts';
import { actionQuestion } from '../../../src/records/ConfirmDialog.tsx';
import spec from '../../spec/texts.json' with { type: 'json' };

/**
 * The spec's exact texts, walked: each must stand verbatim in the product's code (a {placeholder} may
 * be filled in). Texts of areas whose issues are still open are listed here with their area; remove
 * them as the areas land.
 */
const PENDING: Record<string, string> = {};

const ROOTS = ['src', 'schemas', 'server', 'resources'];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [fs.readFileSync(full, 'utf8')] : [];
  });
}

// Texts composed from declarations (the entity registry's '{label} successfully added.', a record
// type's confirm question) count as they come out.
const questions = [stockUpdates, stockTransfers, transferOrders, deliveryOrders, fillingAdviceNotes].map(
  ({ actions }) => actionQuestion(actions!.workflow, Object.keys(actions!.workflow.actions)[0]),
);
const code = [...ROOTS.flatMap(sources), ...ENTITIES.map((entity) => entity.addedMessage), ...questions].join(
  '\n',
);

/** A text with placeholders matches when each of its fixed pieces stands in the code. */
const present = (text: string) =>
  text
    .split(/\{[^}]+\}/)
    .filter((piece) => piece.trim().length > 0)
    .every((piece) => code.includes(piece));

describe('the spec texts', () => {
  it('lists only pending texts the spec has', () => {
    for (const text of Object.keys(PENDING)) expect(spec.texts).toContain(text);
  });

  it.each(spec.texts.filter((text) => !(text in PENDING)))('"%s" stands in the code', (text) => {
    expect(present(text)).toBe(true);
  });
});
