import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * The e2e runs' mail server (tests/playwright.config.ts starts it with tsx): a real SMTP server on 127.0.0.1
 * that the e2e server sends to through SMTP_URL, exactly as production sends to its relay, and a small HTTP
 * server that lists what arrived as JSON, for the tests to read (GET /mails, GET /health).
 *   E2E_SMTP_PORT       the SMTP port (default E2E_PORT + 2)
 *   E2E_SMTP_HTTP_PORT  the HTTP port (default E2E_PORT + 3)
 */

const base = Number(process.env.E2E_PORT ?? 3917);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? base + 2);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? base + 3);

interface CaughtMail {
  readonly to: string[];
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly date: string;
}
const mails: CaughtMail[] = [];

const addresses = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry: { value?: { address?: string }[] }) =>
    (entry.value ?? []).flatMap((a) => (a.address ? [a.address.toLowerCase()] : [])),
  );
};

const smtp = new SMTPServer({
  // Plain SMTP on loopback without login, like a local relay (server/src/testing/smtp.ts does the same).
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        mails.push({
          to: addresses(mail.to),
          from: addresses(mail.from)[0] ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          date: (mail.date ?? new Date()).toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/health') return send(200, { ok: true, smtpPort });
  if (request.method === 'GET' && url.pathname === '/mails') {
    // ?to=a@b.example lists only the mails to that address.
    const to = url.searchParams.get('to')?.toLowerCase();
    return send(200, { items: to ? mails.filter((m) => m.to.includes(to)) : mails });
  }
  return send(404, { error: 'not found' });
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1', () => {
    const { port } = http.address() as AddressInfo;
    console.log(`smtp-catcher: SMTP on 127.0.0.1:${smtpPort}, mails at http://127.0.0.1:${port}/mails`);
  });
});

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
