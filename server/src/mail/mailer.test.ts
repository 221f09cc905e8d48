import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing/clock.ts';
import { type SmtpServer, startSmtpServer } from '../testing/smtp.ts';
import { Mailer } from './mailer.ts';
import { linksOf, listOutbox, readOutboxEntry } from './outbox.ts';

const mail = {
  to: 'anna@example.com',
  subject: 'Grüße',
  text: 'Hello Anna,\nopen https://hotel.example/app/reset-password?token=abc_123 to continue.\n',
  html: '<p>Hello Anna</p>',
};
const from = 'Venue Booking <no-reply@localhost>';

let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describe('mailer', () => {
  it('with SMTP_URL sends to the SMTP server and writes no file', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'mailer-')), 'outbox');
    const mailer = new Mailer({ smtpUrl: smtp.url, mailFrom: from, outboxDir });
    expect(mailer.outboxDir).toBeNull();
    await mailer.send(mail);
    mailer.close();
    const got = await smtp.nth(1);
    expect(got.subject).toBe('Grüße');
    expect(got.from?.value).toEqual([{ name: 'Venue Booking', address: 'no-reply@localhost' }]);
    expect(got.text).toContain('https://hotel.example/app/reset-password?token=abc_123');
    expect(got.html).toContain('<p>Hello Anna</p>');
    expect(() => readdirSync(outboxDir)).toThrow();
  });

  it('without SMTP_URL writes a standard .eml file to the outbox, listed newest first', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'mailer-')), 'outbox');
    let now = new Date('2026-03-01T10:00:00.000Z');
    const mailer = new Mailer({ smtpUrl: undefined, mailFrom: from, outboxDir }, () => now);
    expect(mailer.outboxDir).toBe(outboxDir);
    await mailer.send(mail);
    now = new Date('2026-03-01T10:05:00.000Z');
    await mailer.send({ ...mail, subject: 'Second' });

    const files = readdirSync(outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^20260301T100000000Z-[0-9a-f]{8}\.eml$/);
    // The file is a whole RFC 822 message: a mail parser reads sender, subject and both bodies from it.
    const raw = readFileSync(join(outboxDir, files[0] as string));
    expect(raw.toString('latin1')).toContain('\r\n');
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Grüße');
    expect(parsed.from?.value).toEqual([{ name: 'Venue Booking', address: 'no-reply@localhost' }]);
    expect(parsed.text).toContain('token=abc_123');
    expect(parsed.html).toContain('<p>Hello Anna</p>');

    const list = await listOutbox(outboxDir);
    expect(list.map((m) => m.subject)).toEqual(['Second', 'Grüße']);
    const first = await readOutboxEntry(outboxDir, list[1]?.id as string);
    expect(first).toMatchObject({ to: 'anna@example.com', date: '2026-03-01T10:00:00.000Z' });
  });

  it('an attachment (the calendar file of a booking) reaches the outbox .eml as a file', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'mailer-')), 'outbox');
    const mailer = new Mailer({ smtpUrl: undefined, mailFrom: from, outboxDir }, () => TEST_NOW);
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await mailer.send({
      ...mail,
      attachments: [{ filename: 'booking.ics', content: calendar, contentType: 'text/calendar' }],
    });
    const [entry] = await listOutbox(outboxDir);
    const parsed = await simpleParser(readFileSync(join(outboxDir, `${entry?.id}.eml`)));
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString('utf8')])).toEqual([
      ['booking.ics', calendar],
    ]);
  });

  it('an empty or missing outbox lists nothing; a made-up id is never read', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'mailer-')), 'none');
    expect(await listOutbox(dir)).toEqual([]);
    expect(await readOutboxEntry(dir, '../../etc/passwd')).toBeNull();
  });

  it('finds the links of a mail text once each', () => {
    expect(linksOf('a http://x.example/a?b=1 and https://y.example/.\nhttp://x.example/a?b=1')).toEqual([
      'http://x.example/a?b=1',
      'https://y.example/.',
    ]);
  });
});
