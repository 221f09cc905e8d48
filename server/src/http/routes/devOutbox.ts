import { OutboxList, OutboxMail } from '@venue/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { notFound } from '../../failures.ts';
import { linksOf, listOutbox, readOutboxEntry } from '../../mail/outbox.ts';
import type { AppEnv } from '../context.ts';
import { clientOf } from '../guesses.ts';
import { doc } from '../openapi.ts';

/** Peer addresses of this machine; `local` is a request without a socket (tests' app.request). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'local']);

/**
 * The dev outbox (server/README.md#mail): the mails written to DATA_DIR/outbox, so a developer can click a
 * reset link without a mail server. app.ts registers it only without SMTP_URL and outside production; it
 * also answers only to this machine, since its links log into any account.
 */
export function devOutboxRoutes(outboxDir: string) {
  const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!LOOPBACK.has(clientOf(c))) throw notFound('No such API endpoint');
    await next();
  };
  return new Hono<AppEnv>()
    .get(
      '/dev/outbox',
      doc('dev', 'The mails in the dev outbox (this machine only)', OutboxList, { public: true }),
      localOnly,
      async (c) => {
        const items = (await listOutbox(outboxDir)).map(({ id, to, subject, date }) => ({
          id,
          to,
          subject,
          date,
        }));
        return c.json({ items } satisfies OutboxList);
      },
    )
    .get(
      '/dev/outbox/:id',
      doc('dev', 'One mail of the dev outbox, with its links', OutboxMail, { public: true }),
      localOnly,
      async (c) => {
        const mail = await readOutboxEntry(outboxDir, c.req.param('id'));
        if (!mail) throw notFound('No such mail');
        const { id, to, subject, date, text, html } = mail;
        return c.json({ id, to, subject, date, text, html, links: linksOf(text) } satisfies OutboxMail);
      },
    );
}

/** Paths of the dev outbox, public like the pages that link to it (the reset page, the login page). */
export const isDevOutboxPath = (path: string): boolean =>
  path === '/api/dev/outbox' || path.startsWith('/api/dev/outbox/');
