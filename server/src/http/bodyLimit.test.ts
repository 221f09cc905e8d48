import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { UPLOAD_PATH } from './routes/documents.ts';

/*
 * A body over the size limit (docs/api.md) is answered 413 with `Connection: close`, and the server closes the
 * connection without reading the rest: a keep-alive client (Node's fetch pools connections) then opens a new
 * connection for its next call instead of failing it with "other side closed". Over a real HTTP server.
 */

let t: TestApp;
let server: ServerType;
let base: string;
let port: number;

beforeAll(async () => {
  t = await openTestApp();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const login = () =>
  fetch(`${base}/api/propertylogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: 'cityloft' }),
  });

/** A JSON body of about `size` bytes, sent with a Content-Length or (`chunked`) as a stream without one. */
function bigBody(size: number, chunked: boolean): BodyInit {
  const text = JSON.stringify({ key: 'x'.repeat(size) });
  if (!chunked) return text;
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 65_536) controller.enqueue(bytes.slice(at, at + 65_536));
      controller.close();
    },
  });
}

/**
 * Sends `head` and the first `sent` bytes of a body of `declared` bytes on a raw connection and never more;
 * resolves with what the server answered once it closed the connection.
 */
function rawRequest(head: string, sent: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open; it answered: ${answer}`));
    }, 10_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.write(head);
    socket.write('x'.repeat(sent));
  });
}

describe('a body over the size limit', () => {
  it('is answered 413 with Connection: close, and the keep-alive client’s next call works', async () => {
    // Big enough that the server answers while the client is still sending; with and without Content-Length.
    for (const [size, chunked] of [
      [300_000, false],
      [3_000_000, false],
      [10_000_000, false],
      [3_000_000, true],
      [3_000_000, false],
      [300_000, true],
    ] as const) {
      const res = await fetch(`${base}/api/propertylogin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: bigBody(size, chunked),
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toMatchObject({ error: 'error.payload.toolarge' });
      expect((await login()).status).toBe(200);
    }
  });

  it('the server closes the connection after answering, without reading the rest of the body', async () => {
    const answer = await rawRequest(
      [
        'POST /api/propertylogin HTTP/1.1',
        'Host: localhost',
        'Connection: keep-alive',
        'Content-Type: application/json',
        'Content-Length: 50000000',
        '',
        '',
      ].join('\r\n'),
      1000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('an upload over its own, larger limit is answered the same way', async () => {
    const token = await staffToken(t, 'cityloft');
    const answer = await rawRequest(
      [
        `POST ${UPLOAD_PATH} HTTP/1.1`,
        'Host: localhost',
        'Connection: keep-alive',
        `X-Auth-Token: ${token}`,
        'Content-Type: multipart/form-data; boundary=b',
        'Content-Length: 500000000',
        '',
        '',
      ].join('\r\n'),
      1000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('error.document.size');
  });
});
