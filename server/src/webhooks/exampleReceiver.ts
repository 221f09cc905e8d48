import { createServer, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';

/*
 * docs/integrations.md#an-example-receiver: the receiver the documentation shows, verbatim. The webhook tests run
 * this very code against the server's deliveries, so the example is known to work.
 */

/** An event as the receiver reads it (docs/integrations.md#the-body). */
export interface ReceivedEvent {
  readonly id: string;
  readonly type: string;
  readonly timestamp: string;
  readonly data: Record<string, unknown>;
}

/**
 * An HTTP server that takes the venue's webhooks: it verifies each body's signature with the endpoint's secret
 * (`whsec_…`, shown once when the endpoint was created) and hands the event on. A bad signature or a stale
 * timestamp is answered 400 (the server retries, but a forged request gets nowhere); an `onEvent` that throws is
 * answered 500, so the event comes again later; 2xx tells the server it arrived.
 *
 * @public documentation example (docs/integrations.md), run by the webhook tests
 */
export function exampleReceiver(
  secret: string,
  onEvent: (event: ReceivedEvent) => void | Promise<void>,
): Server {
  const webhook = new Webhook(secret);
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      // Verify the raw body exactly as it came: parsing and serialising it again would change the bytes signed.
      const body = Buffer.concat(chunks).toString('utf8');
      let event: ReceivedEvent;
      try {
        event = webhook.verify(body, {
          'webhook-id': String(request.headers['webhook-id'] ?? ''),
          'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
          'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
        }) as ReceivedEvent;
      } catch {
        response.writeHead(400).end('invalid signature');
        return;
      }
      try {
        // The same event may come twice (a lost answer is retried): `event.id` tells them apart.
        await onEvent(event);
        response.writeHead(204).end();
      } catch {
        response.writeHead(500).end('could not process the event, try again later');
      }
    });
  });
}
