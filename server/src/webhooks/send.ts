import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { checkWebhookUrl, guardedLookup, type WebhookAddressPolicy, WebhookUrlRefused } from './addresses.ts';

/** How long a receiver has to answer (docs/integrations.md#retries). */
const TIMEOUT_MS = 10_000;
/** How much of an answer the delivery log keeps. */
const EXCERPT_BYTES = 1024;

/** One signed POST to make. */
export interface WebhookRequest {
  readonly url: string;
  /** The endpoint's secret (`whsec_…`). */
  readonly secret: string;
  /** The event's id: `webhook-id`, the same on every retry. */
  readonly eventId: string;
  readonly body: string;
  /** The send's time (`webhook-timestamp`), from the server's clock. */
  readonly at: Date;
}

/** What a send got: the receiver's status (null when none answered), how long it took, the answer's start. */
export interface WebhookResponse {
  readonly ok: boolean;
  readonly statusCode: number | null;
  readonly latencyMs: number;
  readonly excerpt: string;
}

/** The Standard Webhooks headers of a body: `webhook-id`, `webhook-timestamp`, `webhook-signature`. */
export function signedHeaders(request: WebhookRequest): Record<string, string> {
  return {
    'webhook-id': request.eventId,
    'webhook-timestamp': String(Math.floor(request.at.getTime() / 1000)),
    'webhook-signature': new Webhook(request.secret).sign(request.eventId, request.at, request.body),
  };
}

/**
 * docs/integrations.md#webhooks: POSTs a signed body; a 2xx answer is a success. The URL is checked again first
 * (docs/integrations.md#which-addresses) and on the connection's own lookup; redirects are not followed (a 3xx
 * is a failure); the receiver has 10 seconds. Never throws: a refusal or a network error is a failed send.
 */
export async function sendWebhook(
  request: WebhookRequest,
  policy: WebhookAddressPolicy,
): Promise<WebhookResponse> {
  const started = performance.now();
  const failed = (excerpt: string, statusCode: number | null = null): WebhookResponse => ({
    ok: false,
    statusCode,
    latencyMs: Math.round(performance.now() - started),
    excerpt: excerpt.slice(0, EXCERPT_BYTES),
  });
  let url: URL;
  try {
    url = await checkWebhookUrl(request.url, policy);
  } catch (error) {
    return failed(error instanceof WebhookUrlRefused ? `refused: ${error.message}` : String(error));
  }
  const body = Buffer.from(request.body, 'utf8');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': 'venue-webhooks',
          ...signedHeaders(request),
        },
        lookup: guardedLookup(url, policy),
        timeout: TIMEOUT_MS,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
          resolve({
            ok: statusCode >= 200 && statusCode < 300,
            statusCode,
            latencyMs: Math.round(performance.now() - started),
            excerpt,
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          // Enough read for the log: the rest of a long answer is not waited for.
          if (size >= EXCERPT_BYTES) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', () => done());
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 10 seconds')));
    req.on('error', (error) =>
      resolve(
        failed(
          error instanceof WebhookUrlRefused
            ? `refused: ${error.message}`
            : error.name === 'AbortError' || error.name === 'TimeoutError'
              ? 'no answer within 10 seconds'
              : error.message,
        ),
      ),
    );
    req.end(body);
  });
}
