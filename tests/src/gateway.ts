import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy in front of the real server, as a property's web host or load balancer would be.
 * Every request goes through to the server unchanged. For requests that `slow` picks, the gateway gives
 * up on the server after `timeoutMs` and answers 504 Gateway Timeout itself, while the server still
 * finishes the request: exactly what a guest meets when a booking outlives the gateway's timeout.
 */
export interface Gateway {
  readonly url: string;
  /** The requests that timed out (method and path). */
  readonly timedOut: readonly string[];
  close(): Promise<void>;
}

export async function startGateway(
  upstream: string,
  slow: (method: string, path: string) => boolean,
  timeoutMs = 0,
): Promise<Gateway> {
  const target = new URL(upstream);
  const timedOut: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const method = incoming.method ?? 'GET';
    const headers = { ...incoming.headers, host: target.host };
    const proxied = forward(
      { hostname: target.hostname, port: target.port, path, method, headers },
      (answer) => {
        if (outgoing.headersSent) {
          answer.resume();
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
    });
    incoming.pipe(proxied);
    if (slow(method, path)) {
      setTimeout(() => {
        if (outgoing.headersSent) return;
        timedOut.push(`${method} ${path}`);
        outgoing.writeHead(504, { 'content-type': 'text/html' }).end('<h1>504 Gateway Time-out</h1>');
      }, timeoutMs);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    timedOut,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
