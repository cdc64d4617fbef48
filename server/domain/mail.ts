import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'PPMS <no-reply@ppms.local>';

/**
 * Mail through SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the
 * outbox folder and its subject logged, so a single-machine install needs no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, outboxDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Names sort in the order mails were sent: by time, then by this count where the time is the same
  // (several mails in one millisecond, or a clock held still).
  let sent = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const at = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${at}-${String(++sent).padStart(9, '0')}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A message in the product's frame: the same words as text and as simple HTML. */
export function productMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
) {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    '',
    'Petroleum Products Management System',
  ];
  const html = [
    '<div style="font-family:sans-serif">',
    '<h2 style="color:#0d3c61">Petroleum Products Management System</h2>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    '</div>',
  ].join('');
  return { to, subject: `PPMS: ${subject}`, text: text.join('\n'), html };
}
