import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { recordDate } from '../../../schemas/records.ts';
import { filterDate } from '../../../schemas/search.ts';
import { commentText, flag, requiredText, text } from '../../../schemas/text.ts';
import { loadConfig } from '../../../server/config.ts';
import { inEnglish } from '../../helpers/english.ts';

// The shared text and date schemas as the browser's forms use them (no context: text input converted
// as before) and as the server does (context {json: true}: a JSON value of another type is refused).

const server = { context: { json: true } };
const message = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return inEnglish((error as ValidationError).errors[0]);
  }
};

describe('text', () => {
  it('trims, reads empty as null, and keeps what the form typed', () => {
    expect(text('Name').validateSync('  Atlantic  ')).toBe('Atlantic');
    expect(text('Name').validateSync('')).toBeNull();
    expect(commentText().validateSync('one\n\ttwo')).toBe('one\n\ttwo');
  });

  it('refuses NUL and other control characters, in forms and on the server', () => {
    for (const value of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\nb'])
      expect(message(() => text('Name').validateSync(value))).toBe(
        'Name can not contain control characters.',
      );
    expect(message(() => commentText().validateSync('a\u0000b'))).toBe(
      'Comment can not contain control characters.',
    );
  });

  it('bounds the length with a sentence', () => {
    expect(message(() => commentText().validateSync('x'.repeat(4001)))).toBe(
      'Comment can not be longer than 4,000 characters.',
    );
    expect(message(() => requiredText('Name', { max: 5 }).validateSync('x'.repeat(6)))).toBe(
      'Name can not be longer than 5 characters.',
    );
  });

  it('converts in the browser, refuses on the server: a number is not text, 0 is not false', () => {
    expect(text('Comment').validateSync(12)).toBe('12');
    expect(message(() => text('Comment').validateSync(1e20, server))).toBe('Comment must be text.');
    expect(flag('Is Active').validateSync('true')).toBe(true);
    expect(message(() => flag('Is Active').required().validateSync(0, server))).toBe('Is Active is invalid.');
    expect(flag('Is Active').validateSync(false, server)).toBe(false);
  });
});

describe('dates', () => {
  const record = recordDate({ i18nKey: 'test.dateRequired', fallback: 'Date is required.' });
  it('takes a day or a full ISO timestamp, nothing else', () => {
    expect(record.validateSync('2026-01-05')).toBe('2026-01-05');
    expect(record.validateSync('2026-01-05T00:00:00.000Z')).toBe('2026-01-05T00:00:00.000Z');
    for (const value of ['2026-01-05 junk', '05/01/2026', '2026-02-30', '2026-01-05T24:00:00Z', '20260105'])
      expect(
        message(() => record.validateSync(value)),
        value,
      ).toBe('Date is invalid.');
  });

  it('refuses a day before the earliest date, the default or the configured one', () => {
    expect(message(() => record.validateSync('1999-12-31'))).toBe('Date can not be before 2000-01-01.');
    expect(
      message(() => record.validateSync('2025-12-31', { context: { earliestDate: '2026-01-01' } })),
    ).toBe('Date can not be before 2026-01-01.');
    expect(message(() => filterDate('Created from').validateSync('1900-01-01'))).toBe(
      'Created from can not be before 2000-01-01.',
    );
  });

  it('reads PPMS_EARLIEST_DATE, a past yyyy-MM-dd day', () => {
    expect(loadConfig({}).earliestDate).toBe('2000-01-01');
    expect(loadConfig({ PPMS_EARLIEST_DATE: '2024-07-01' }).earliestDate).toBe('2024-07-01');
    for (const bad of ['2024-02-30', '01/07/2024', '2999-01-01'])
      expect(() => loadConfig({ PPMS_EARLIEST_DATE: bad })).toThrow(/PPMS_EARLIEST_DATE/);
  });
});
