import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  adminErrorOutcome,
  loginErrorMessage,
  screenErrorMessage,
  toApiFailure,
} from '../../src/providers/errorCatalogue.ts';

const failure = (status: number, body: object = {}) => new HttpError('ignored', status, body);

describe('first reading (most screens)', () => {
  it('400 shows the server message', () => {
    expect(screenErrorMessage(failure(400, { message: 'Quantity is too high.' }))).toBe(
      'Quantity is too high.',
    );
  });
  it('401 shows the fixed credentials text whatever the server said', () => {
    expect(screenErrorMessage(failure(401, { message: 'Token expired' }))).toBe('Invalid credentials.');
  });
  it('500 shows the fixed unexpected text', () => {
    expect(screenErrorMessage(failure(500, { message: 'boom' }))).toBe('Unexpected error occured.');
  });
  it.each([403, 404, 429, 0])('%i shows the generic text', (status) => {
    expect(screenErrorMessage(failure(status, { message: 'server says' }))).toBe(
      'Something went wrong. Please try again later.',
    );
  });
  it('anything that is not an HTTP failure shows the generic text', () => {
    expect(screenErrorMessage(new Error('x'))).toBe('Something went wrong. Please try again later.');
    expect(screenErrorMessage(undefined)).toBe('Something went wrong. Please try again later.');
  });
});

describe('second reading (admin area)', () => {
  it.each([401, 403])('%i outside login resets the session', (status) => {
    expect(adminErrorOutcome(failure(status, { message: 'no' }))).toEqual({ kind: 'reset-session' });
  });
  it('on login shows the server message, else Invalid Credentials', () => {
    expect(adminErrorOutcome(failure(401, { message: 'Invalid credentials.' }), { onLogin: true })).toEqual({
      kind: 'message',
      message: 'Invalid credentials.',
    });
    expect(adminErrorOutcome(failure(401), { onLogin: true })).toEqual({
      kind: 'message',
      message: 'Invalid Credentials',
    });
  });
  it('400: server message, else first validation error, else Bad request.', () => {
    expect(adminErrorOutcome(failure(400, { message: 'Name taken.', errors: { name: 'x' } }))).toEqual({
      kind: 'message',
      message: 'Name taken.',
    });
    expect(adminErrorOutcome(failure(400, { errors: { name: 'Name is invalid.', tax: 'y' } }))).toEqual({
      kind: 'message',
      message: 'Name is invalid.',
    });
    expect(adminErrorOutcome(failure(400))).toEqual({ kind: 'message', message: 'Bad request.' });
  });
  it('other errors: server message, else first validation error, else Unexpected error.', () => {
    expect(adminErrorOutcome(failure(500, { message: 'Down.' }))).toEqual({
      kind: 'message',
      message: 'Down.',
    });
    expect(adminErrorOutcome(failure(404, { errors: { id: 'Unknown id.' } }))).toEqual({
      kind: 'message',
      message: 'Unknown id.',
    });
    expect(adminErrorOutcome(failure(500))).toEqual({ kind: 'message', message: 'Unexpected error.' });
  });
});

describe('login banner', () => {
  it('shows the server text for 401 and 429', () => {
    expect(loginErrorMessage(failure(401, { message: 'Invalid credentials.' }))).toBe('Invalid credentials.');
    expect(loginErrorMessage(failure(429, { message: 'Too many attempts. Try again in 5 minutes.' }))).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
  });
});

describe('toApiFailure', () => {
  it('reads status, message and errors from the HttpError body', () => {
    expect(toApiFailure(failure(400, { message: 'm', errors: { a: 'b' } }))).toEqual({
      status: 400,
      message: 'm',
      errors: { a: 'b' },
    });
  });
});
