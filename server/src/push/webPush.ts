import webpush from 'web-push';
import type { Database } from '../db/client.ts';
import { deleteDeviceById, devicesOfProperty, type PushDeviceRow, sharedKey } from '../db/pushQueries.ts';

interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** What a notification shows: title, text and the app page a click opens. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  /** Notifications with the same tag replace each other (one per booking). */
  readonly tag: string;
}

/**
 * Web Push to the staff's browsers (`web-push`, VAPID). The key pair is made at first start and kept in the
 * database (`server_key`), so every server process signs with the same key and browsers stay subscribed
 * across restarts.
 */
export class WebPush {
  readonly #database: Database;
  readonly #now: () => Date;
  readonly #subject: string;
  #keys: Promise<VapidKeys> | null = null;

  constructor(database: Database, now: () => Date, subject: string) {
    this.#database = database;
    this.#now = now;
    this.#subject = subject;
  }

  /** The VAPID key pair, made and stored on first use. */
  keys(): Promise<VapidKeys> {
    this.#keys ??= this.#database
      .run((db) => sharedKey<VapidKeys>(db, 'vapid', () => webpush.generateVAPIDKeys(), this.#now()))
      .catch((error: unknown) => {
        this.#keys = null;
        throw error;
      });
    return this.#keys;
  }

  /**
   * Sends a message to every device of the property's staff, each in its language; a device the push
   * service no longer knows (404, 410) is deleted. Answers how many were delivered and how many failed.
   */
  async toProperty(
    propertyId: number,
    message: (language: string) => PushMessage,
  ): Promise<{ sent: number; failed: number }> {
    const devices = await this.#database.run((db) => devicesOfProperty(db, propertyId));
    const keys = await this.keys();
    let sent = 0;
    let failed = 0;
    await Promise.all(
      devices.map(async (device) => {
        if (await this.#send(device, message(device.language), keys)) sent += 1;
        else failed += 1;
      }),
    );
    return { sent, failed };
  }

  /**
   * web-push signs (VAPID) and encrypts the message; the POST itself goes through fetch, which also reaches
   * the plain-http origins an operator allowed (web-push's own sender speaks https only) and follows no
   * redirect (an endpoint must not lead the server elsewhere).
   */
  async #send(device: PushDeviceRow, message: PushMessage, keys: VapidKeys): Promise<boolean> {
    let status: number;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: device.pushdevicetoken, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: this.#subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
        },
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await answer.body?.cancel();
      status = answer.status;
    } catch (error) {
      // The endpoint URL is a capability: log only the device id and the reason.
      console.error(`push to device ${device.id} failed: ${(error as Error).message}`);
      return false;
    }
    if (status >= 200 && status < 300) return true;
    if (status === 404 || status === 410) {
      await this.#database.run((db) => deleteDeviceById(db, device.id));
    } else {
      console.error(`push to device ${device.id} failed: HTTP ${status}`);
    }
    return false;
  }
}
