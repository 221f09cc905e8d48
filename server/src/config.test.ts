import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('the payment sandbox switch is on only with PAYMENT_SANDBOX_SWITCH=1', () => {
    expect(readConfig({}).paymentSandboxSwitch).toBe(false);
    expect(readConfig({ PAYMENT_SANDBOX_SWITCH: '' }).paymentSandboxSwitch).toBe(false);
    expect(readConfig({ PAYMENT_SANDBOX_SWITCH: '0' }).paymentSandboxSwitch).toBe(false);
    expect(readConfig({ PAYMENT_SANDBOX_SWITCH: 'true' }).paymentSandboxSwitch).toBe(false);
    expect(readConfig({ PAYMENT_SANDBOX_SWITCH: '1' }).paymentSandboxSwitch).toBe(true);
  });

  it('PAYMENT_SECRETS_KEY is optional, but a malformed one stops the start', () => {
    expect(readConfig({}).paymentSecretsKey).toBeNull();
    expect(readConfig({ PAYMENT_SECRETS_KEY: 'ab'.repeat(32) }).paymentSecretsKey?.bytes).toHaveLength(32);
    expect(() => readConfig({ PAYMENT_SECRETS_KEY: 'secret' })).toThrow(
      /PAYMENT_SECRETS_KEY must be 32 bytes/,
    );
  });

  it('webhooks go nowhere internal unless WEBHOOK_ALLOW_PRIVATE=1 or WEBHOOK_ALLOWED_HOSTS names the host', () => {
    expect(readConfig({}).webhookAddresses).toEqual({ allowPrivate: false, allowedHosts: [] });
    expect(readConfig({ WEBHOOK_ALLOW_PRIVATE: '1' }).webhookAddresses.allowPrivate).toBe(true);
    expect(
      readConfig({ WEBHOOK_ALLOWED_HOSTS: ' 127.0.0.1, pms.lan ' }).webhookAddresses.allowedHosts,
    ).toEqual(['127.0.0.1', 'pms.lan']);
    expect(() => readConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE must be 1 or 0/,
    );
  });
});

describe('mail settings', () => {
  it('without SMTP_URL mails go to the outbox, listed by the dev outbox outside production', () => {
    const dev = readConfig({ HOST: 'localhost', PORT: '4000' });
    expect(dev.smtpUrl).toBeUndefined();
    expect(dev.devOutbox).toBe(true);
    expect(dev.mailFrom).toBe('Venue Booking <no-reply@localhost>');
    expect(dev.publicUrl).toBe('http://localhost:4000');
    expect(readConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
  });

  it('DEV_OUTBOX=0 turns the dev outbox off, DEV_OUTBOX=1 on in production, and nothing else is taken', () => {
    expect(readConfig({ DEV_OUTBOX: '0' }).devOutbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'development', DEV_OUTBOX: '0' }).devOutbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(readConfig({}).devOutbox).toBe(true);
    // Mails go through SMTP then: there is no outbox to show.
    expect(readConfig({ SMTP_URL: 'smtp://mail.example:25', DEV_OUTBOX: '1' }).devOutbox).toBe(false);
    expect(() => readConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
  });

  it('with SMTP_URL there is no dev outbox; MAIL_FROM and PUBLIC_URL are taken as given', () => {
    const prod = readConfig({
      SMTP_URL: 'smtp://mail.example:25',
      MAIL_FROM: 'Hotel <desk@hotel.example>',
      PUBLIC_URL: 'https://book.hotel.example/',
    });
    expect(prod.smtpUrl).toBe('smtp://mail.example:25');
    expect(prod.devOutbox).toBe(false);
    expect(prod.mailFrom).toBe('Hotel <desk@hotel.example>');
    expect(prod.publicUrl).toBe('https://book.hotel.example');
    expect(readConfig({ HOST: '::1', PORT: '3000' }).publicUrl).toBe('http://[::1]:3000');
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    expect(() => readConfig({ PUBLIC_URL: 'hotel.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});

describe('WORKERS', () => {
  const postgres = { DATABASE_URL: 'postgres://user@db.example/venue' };

  it('defaults to one process per core on PostgreSQL and takes a whole number of at least 1', () => {
    expect(readConfig(postgres).workers).toBe(availableParallelism());
    expect(readConfig({ ...postgres, WORKERS: '3' }).workers).toBe(3);
    expect(readConfig({ ...postgres, WORKERS: '1' }).workers).toBe(1);
    expect(readConfig({ ...postgres, WORKERS: '3' }).workersNote).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const bad of ['0', '-2', '1.5', 'two', ' '])
      expect(() => readConfig({ ...postgres, WORKERS: bad })).toThrow(/WORKERS/);
  });

  it('is one process on the embedded PGlite, and says why when more were asked', () => {
    const pglite = readConfig({ WORKERS: '4' });
    expect(pglite.workers).toBe(1);
    expect(pglite.workersNote).toMatch(/not 4 \(WORKERS\).*PGlite.*DATABASE_URL/);
    expect(readConfig({ WORKERS: '1' }).workersNote).toBeUndefined();
  });
});
