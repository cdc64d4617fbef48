import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';

// Issue 22, item 2: the server answers in the caller's language (Accept-Language, which the browser
// sends for the language chosen); English stays the default and the spec's texts stay exact in it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FRENCH = { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.8' };

describe('the language of answers', () => {
  it('a refused sign-in and its field errors ({message, errors}) in French, and in English by default', async () => {
    const call = caller(t.app);
    const bad = { email: 'nope', password: '' };
    const english = await call('POST', 'Account/Login', bad);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      message: 'Email is invalid.',
      errors: { email: 'Email is invalid.', password: 'Password is required.' },
    });
    const french = await call('POST', 'Account/Login', bad, FRENCH);
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      message: 'Adresse e-mail non valide.',
      errors: { email: 'Adresse e-mail non valide.', password: 'Le mot de passe est obligatoire.' },
    });
    const wrong = { email: 'finance@ppms.demo', password: 'Wrong-Pass-1' };
    expect((await call('POST', 'Account/Login', wrong, FRENCH)).json()).toEqual({
      message: 'Identifiants non valides.',
    });
    // A language we do not speak, or a weight of zero, falls back to English.
    expect((await call('POST', 'Account/Login', wrong, { 'accept-language': 'de, fr;q=0' })).json()).toEqual({
      message: 'Invalid credentials.',
    });
  });

  it("a record's refusal and an unknown call in French", async () => {
    const call = caller(t.app, await signIn(t.app, 'importer@ppms.demo'));
    const missing = await call('GET', 'StockUpdate/999999', undefined, FRENCH);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'La demande de mise à jour de stock est introuvable.' });
    expect((await call('GET', 'StockUpdate/999999')).json()).toEqual({
      message: 'The stock update request was not found.',
    });
    expect((await call('POST', 'No/Such/Call', {}, FRENCH)).json()).toEqual({
      message: 'Cet appel n’existe pas.',
    });
  });

  it("the readings' and the statement's refusals (main's standard volumes and signed statements) in French", async () => {
    const call = caller(t.app, await signIn(t.app, 'importer@ppms.demo'));
    const halfReadings = {
      createdDate: '2026-01-05T00:00:00.000Z',
      stockUpdateType: 0,
      importerId: 1,
      inventoryInfos: [{ inventoryId: 1, quantity: 1_000, temperature: 60 }],
    };
    const gravity = (response: { json(): unknown }) =>
      (response.json() as { errors?: Record<string, string> }).errors?.['inventoryInfos[0].gravity'];
    expect(gravity(await call('POST', 'stockUpdate', halfReadings, FRENCH))).toBe(
      'Indiquez à la fois la température observée et la densité, ou aucune des deux.',
    );
    expect(gravity(await call('POST', 'stockUpdate', halfReadings))).toBe(
      'Give both the observed temperature and the gravity, or neither.',
    );
    const noDate = await call('GET', 'Statement?importerId=1', undefined, FRENCH);
    expect(noDate.statusCode, noDate.body).toBe(400);
    expect(noDate.json()).toMatchObject({ errors: { date: 'La date est obligatoire.' } });
  });
});
