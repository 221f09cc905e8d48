import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

/** How mail leaves the server (server/README.md#mail). */
export interface MailConfig {
  /** SMTP_URL: the SMTP server to send through; without it every mail is written to `outboxDir`. */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  readonly mailFrom: string;
  /** DATA_DIR/outbox: where mails go as `.eml` files when there is no SMTP server. */
  readonly outboxDir: string;
}

/** One mail, already rendered in the reader's language. */
export interface Mail {
  readonly to: string;
  /** Where a reply goes instead of the sender (a booker's mail: the property's contact e-mail). */
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Files sent with it, e.g. a confirmed booking's `.ics` (docs/api.md#mails). */
  readonly attachments?: readonly MailAttachment[];
}

/** One attached file. */
export interface MailAttachment {
  readonly filename: string;
  readonly content: string;
  readonly contentType: string;
}

/** What the dev outbox keeps beside each `.eml` to list and show it without a MIME parser. */
export interface OutboxEntry extends Mail {
  readonly id: string;
  /** When it was written, ISO. */
  readonly date: string;
}

/** An outbox file name without extension: UTC time to the millisecond, then 8 random hex digits. */
export const OUTBOX_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

/** A name that sorts by time and never collides: 20260301T100000123Z-1a2b3c4d. */
function outboxId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

/**
 * Sends mail with nodemailer: through the SMTP server of SMTP_URL when set, else into the outbox folder as
 * RFC 822 `.eml` files (nodemailer's own stream transport composes them, so a file is exactly what an SMTP
 * server would have received) for the dev outbox page.
 */
export class Mailer {
  /** The outbox folder, or null when mails go to an SMTP server. */
  readonly outboxDir: string | null;
  readonly #transport;
  readonly #from: string;
  readonly #now: () => Date;

  constructor(config: MailConfig, now: () => Date = () => new Date()) {
    this.#from = config.mailFrom;
    this.#now = now;
    this.outboxDir = config.smtpUrl ? null : config.outboxDir;
    this.#transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  /** Sends one mail; rejects when the SMTP server refuses it or the file cannot be written. */
  async send(mail: Mail): Promise<void> {
    const { attachments, ...rest } = mail;
    const info = await this.#transport.sendMail({
      from: this.#from,
      ...rest,
      ...(attachments ? { attachments: attachments.map((a) => ({ ...a })) } : {}),
    });
    if (this.outboxDir === null) return;
    const message = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(message)) throw new Error('the stream transport gave no message');
    await mkdir(this.outboxDir, { recursive: true });
    const now = this.#now();
    const id = outboxId(now);
    const entry: OutboxEntry = { id, date: now.toISOString(), ...mail };
    await writeFile(join(this.outboxDir, `${id}.eml`), message);
    // Written under a temporary name and renamed, so the outbox never lists a half-written mail.
    const temporary = join(this.outboxDir, `.${id}.json`);
    await writeFile(temporary, JSON.stringify(entry));
    await rename(temporary, join(this.outboxDir, `${id}.json`));
  }

  /** Closes SMTP connections. */
  close(): void {
    this.#transport.close();
  }
}
