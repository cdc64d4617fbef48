import { SMTPServer } from 'smtp-server';

/** The text of a raw RFC 822 message with quoted-printable soft breaks and escapes undone. */
export function decodeMessage(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The first link in a message that points at `pathname` (e.g. '/reset/password'), parsed. */
export function linkIn(raw: string, pathname: string): URL {
  const text = decodeMessage(raw);
  for (const match of text.matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no ${pathname} link in the message:\n${text}`);
}

/** The recipient of a raw message (its To: header). */
export const recipientOf = (raw: string) => /^To: (.+)$/im.exec(raw)?.[1].trim() ?? '';

export interface SmtpSink {
  port: number;
  /** Raw messages received, oldest first. */
  messages: string[];
  /** Resolves with the first received message (from `from` on) for which `match` holds. */
  waitFor(match: (raw: string) => boolean, from?: number): Promise<string>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (any free port) that keeps what it receives. No TLS, no auth. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    messages,
    async waitFor(match, from = 0) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = messages.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching message among ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
