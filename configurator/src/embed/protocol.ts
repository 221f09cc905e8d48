// The message map itself is embed.d.ts (the types hosts get): one map for the loader, the configurator and hosts.
import type { ConfiguratorEvents, EmbedPrefill, HostCommands } from './embed.d.ts';

/*
 * The embed protocol (PROTOCOL.md): ONE typed message map for both sides, the host page's loader (embed.js,
 * loader.ts) and the configurator in its iframe (host.ts). Only types, constants and pure guards live here, so
 * the loader stays small and both sides read the same names.
 */

/** The originator marker: every message says which side sent it. */
export type Originator = 'host' | 'configurator';

/** The protocol's version: a receiver ignores messages of another version. */
export const PROTOCOL_VERSION = 1;

/** Every message type carries this namespace, so a host's other postMessage traffic is never mistaken for ours. */
export const NAMESPACE = 'venue:';

export type { ConfiguratorEvents, EmbedPrefill, HostCommands };

export type HostCommandName = keyof HostCommands;
export type ConfiguratorEventName = keyof ConfiguratorEvents;

/** The one message shape on the wire. */
export interface EmbedMessage<Name extends string, Data, From extends Originator> {
  readonly type: `${typeof NAMESPACE}${Name}`;
  readonly from: From;
  readonly version: typeof PROTOCOL_VERSION;
  readonly data: Data;
}

export type HostCommand = {
  [N in HostCommandName]: EmbedMessage<N, HostCommands[N], 'host'>;
}[HostCommandName];
export type ConfiguratorEvent = {
  [N in ConfiguratorEventName]: EmbedMessage<N, ConfiguratorEvents[N], 'configurator'>;
}[ConfiguratorEventName];

// Every name of the map, checked by the compiler: a name added to embed.d.ts must be added here.
const HOST_COMMANDS = Object.keys({
  init: true,
  refresh: true,
  reload: true,
  navigate: true,
} satisfies Record<HostCommandName, true>);
const CONFIGURATOR_EVENTS = Object.keys({
  ready: true,
  inited: true,
  resize: true,
  routeChanged: true,
  cartStarted: true,
  itemAdded: true,
  itemRemoved: true,
  offerRequested: true,
  reservationCreated: true,
  paymentSucceeded: true,
  paymentFailed: true,
  escapePressed: true,
} satisfies Record<ConfiguratorEventName, true>);

/** Builds a message (both sides). */
export function message<From extends Originator, Name extends string, Data>(
  from: From,
  name: Name,
  data: Data,
): EmbedMessage<Name, Data, From> {
  return { type: `${NAMESPACE}${name}`, from, version: PROTOCOL_VERSION, data };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The name of a message of ours from the given side, or null (another namespace, side or version, a bad shape). */
function nameOf(value: unknown, from: Originator): string | null {
  if (!isRecord(value) || value.from !== from || value.version !== PROTOCOL_VERSION) return null;
  if (typeof value.type !== 'string' || !value.type.startsWith(NAMESPACE) || !isRecord(value.data))
    return null;
  return value.type.slice(NAMESPACE.length);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[\w.-]{1,64}$/;

/** The valid part of a prefill: a field of the wrong type is dropped. */
function readPrefill(data: Record<string, unknown>): EmbedPrefill {
  const { language, start, end, people, tagIds, promoCode, customerAccount } = data;
  const isCode = (value: unknown): value is string => typeof value === 'string' && CODE.test(value);
  return {
    ...(language === 'de' || language === 'en' ? { language } : {}),
    ...(typeof start === 'string' && ISO_DATE.test(start) ? { start } : {}),
    ...(typeof end === 'string' && ISO_DATE.test(end) ? { end } : {}),
    ...(typeof people === 'number' && Number.isInteger(people) && people > 0 && people <= 10_000
      ? { people }
      : {}),
    ...(Array.isArray(tagIds) && tagIds.every((id) => Number.isInteger(id) && id > 0)
      ? { tagIds: tagIds as number[] }
      : {}),
    ...(isCode(promoCode) ? { promoCode } : {}),
    ...(isCode(customerAccount) ? { customerAccount } : {}),
  };
}

/** A host command, validated (configurator side), or null for anything else. */
export function readHostCommand(value: unknown): HostCommand | null {
  const name = nameOf(value, 'host');
  if (name === null || !HOST_COMMANDS.includes(name)) return null;
  const data = (value as { data: Record<string, unknown> }).data;
  switch (name as HostCommandName) {
    case 'init':
      return message('host', 'init', readPrefill(data));
    case 'refresh':
      return message('host', 'refresh', {});
    case 'reload':
      return message('host', 'reload', {});
    case 'navigate': {
      const path = data.path;
      // A path of the flow only: no scheme, no other host, no parent segments.
      if (typeof path !== 'string' || !/^\/[\w/.-]*$/.test(path) || /\.\.|\/\//.test(path)) return null;
      return message('host', 'navigate', { path });
    }
  }
}

/** A configurator event (loader side), or null for anything else. */
export function readConfiguratorEvent(value: unknown): ConfiguratorEvent | null {
  const name = nameOf(value, 'configurator');
  if (name === null || !CONFIGURATOR_EVENTS.includes(name)) return null;
  if (name === 'resize') {
    const height = (value as { data: { height?: unknown } }).data.height;
    if (typeof height !== 'number' || !Number.isFinite(height) || height < 0) return null;
  }
  return value as ConfiguratorEvent;
}

/** scheme://host[:port] of a URL, lower-case, or null when it has none (about:blank, opaque 'null'). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin.toLowerCase();
  } catch {
    return null;
  }
}

/** An allowed-origins entry must be an origin, as in the CSP (server/src/security/headers.ts): scheme://host[:port]. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** Whether an origin is one of the property's `embed.allowedOrigins` (exact origin match; never 'null'). */
export function isAllowedOrigin(origin: string | null | undefined, allowed: readonly string[]): boolean {
  const own = originOf(origin);
  if (own === null) return false;
  return allowed.some((entry) => ORIGIN.test(entry.trim()) && originOf(entry.trim()) === own);
}
