import fs from 'node:fs';
import path from 'node:path';
import { badRequest } from '../errors.ts';
import { say } from '../i18n/index.ts';

/** Where the list lives: one password a line, lowercase, '#' comment lines. */
export const COMMON_PASSWORDS_FILE = path.join(import.meta.dirname, '..', 'data', 'common-passwords.txt');

const COMMON_PASSWORD_MESSAGE = say('server.account.commonPassword');

/** Read once, on first use: the server refuses these even when they meet every strength rule. */
let list: ReadonlySet<string> | null = null;

export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return list;
}

/** Case-insensitive: 'Password@123' is as guessable as 'password@123'. */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/** The server-only password check, on top of the shared schema's rules; `field` names the input. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  }
}
