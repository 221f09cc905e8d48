import type { PushDeviceAddBody } from '@venue/contract';

/** The staff API calls Web Push needs (docs/api.md#web-push). */
export interface PushApi {
  pushPublicKey(): Promise<{ publicKey: string }>;
  addPushDevice(body: PushDeviceAddBody): Promise<unknown>;
  pushDevices(token: string): Promise<{ items: readonly { id: number }[] }>;
  deletePushDevice(id: number): Promise<unknown>;
}

/** Whether this browser gets notifications: it cannot, the user refused, not yet asked or off, or on. */
export type PushStatus = 'unsupported' | 'denied' | 'off' | 'on';

const SCOPE = '/app/';
const WORKER = '/app/sw.js';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This browser's state, without asking the user anything. */
export async function pushStatus(): Promise<PushStatus> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

async function register(api: PushApi, subscription: PushSubscription, language: 'en' | 'de') {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error('incomplete push subscription');
  await api.addPushDevice({
    pushdevicetoken: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    language,
  });
}

/** Asks the browser for permission, subscribes and registers this device with the server. */
export async function turnPushOn(api: PushApi, language: 'en' | 'de'): Promise<PushStatus> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  await navigator.serviceWorker.ready;
  const { publicKey } = await api.pushPublicKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await register(api, subscription, language);
  return 'on';
}

/**
 * Spec 5 "push tokens are created after login": a browser that allowed notifications before registers again
 * for the user who just logged in (nothing is asked).
 */
export async function registerAfterLogin(api: PushApi, language: 'en' | 'de'): Promise<void> {
  if ((await pushStatus()) !== 'on') return;
  const subscription = await currentSubscription();
  if (subscription) await register(api, subscription, language);
}

/** Spec 5 "deleted on logout": removes this browser's device for the user (while the token still works). */
export async function removeDevice(api: PushApi): Promise<void> {
  if (!supported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { items } = await api.pushDevices(subscription.endpoint);
  for (const device of items) await api.deletePushDevice(device.id);
}

/** Turns notifications off on this browser: the device is removed and the subscription ended. */
export async function turnPushOff(api: PushApi): Promise<PushStatus> {
  await removeDevice(api);
  await (await currentSubscription())?.unsubscribe();
  return 'off';
}
