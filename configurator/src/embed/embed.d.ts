/**
 * Types of https://<booking server>/embed.js for host pages written in TypeScript (served as /embed.d.ts).
 * The script defines `window.VenueBooking`. The messages are described in PROTOCOL.md.
 */

/** What `init` may prefill. */
export interface EmbedPrefill {
  /** 'de' or 'en'. */
  readonly language?: 'de' | 'en';
  /** Arrival / event start, YYYY-MM-DD. */
  readonly start?: string;
  /** Departure / event end, YYYY-MM-DD (defaults to start). */
  readonly end?: string;
  readonly people?: number;
  /** Tag ids of the property (unknown ids are ignored). */
  readonly tagIds?: readonly number[];
  readonly promoCode?: string;
  readonly customerAccount?: string;
}

/** Commands a host sends (`send(name, data)`). */
export interface HostCommands {
  readonly init: EmbedPrefill;
  readonly refresh: Record<string, never>;
  readonly reload: Record<string, never>;
  readonly navigate: { readonly path: string };
}

/** A line put in or taken out of the cart (for the host's analytics; no personal data). */
export interface ItemEvent {
  readonly kind: 'unitgroup' | 'service';
  readonly id: number;
  /** The unit group's or service's code ('BOARD'), null when the list does not know it. */
  readonly code: string | null;
  readonly itemcount: number;
  readonly currency: string;
}

/** One line of a booking event: a room, hall or service as booked, named in the booking's language. */
export interface BookingEventLine {
  readonly kind: 'unitgroup' | 'service';
  readonly id: number;
  /** The item's name as it was booked. */
  readonly item: string;
  /** Its first and last moment, 'YYYY-MM-DD HH:mm'. */
  readonly start: string;
  readonly end: string;
  readonly itemcount: number;
  readonly personcount: number;
  /** The nights a room or hall line spans; null for a service. */
  readonly nights: number | null;
  /** Its price in cents; null: on request. */
  readonly price: number | null;
  /** The seating setup of a hall, by name; null without one. */
  readonly setup: string | null;
  /** The options chosen on a service (a diet...), by name. */
  readonly options: readonly string[];
}

/**
 * What the booking holds, read through the one view of a booking every other reader uses (the booker's page, the
 * staff's page, the mails): no personal data.
 */
export interface BookingEventView {
  /** The first and last moment, 'YYYY-MM-DD HH:mm'. */
  readonly arrival: string;
  readonly departure: string;
  /** Nights from arrival to departure (0 for a day's event), and the days the booking has lines on. */
  readonly nights: number;
  readonly days: number;
  readonly people: number | null;
  /** The rate as agreed, by name; null without one. */
  readonly rate: string | null;
  readonly lines: readonly BookingEventLine[];
  /**
   * The payment ledger's reading: its state ('unpaid', 'authorised' (reserved on the card, the hotel captures it
   * later), 'cardHeld', 'partlyPaid', 'paid', 'feeCharged', 'refunded', 'partlyRefunded'), what was paid and what is
   * still open, in cents.
   */
  readonly payment: { readonly state: string; readonly paid: number; readonly open: number };
}

/** A booking the server accepted: its code, state (1 New, 2 Offered, 8 Confirmed...), total in cents, currency. */
export interface BookingEvent {
  readonly code: string;
  readonly state: number;
  readonly total: number;
  readonly currency: string;
  /** What it holds, in the booking's language; null only when the server's answer carries no readable record. */
  readonly view: BookingEventView | null;
}

/** Events the configurator sends (`on(name, handler)`). */
export interface ConfiguratorEvents {
  readonly ready: { readonly version: number };
  readonly inited: { readonly applied: EmbedPrefill };
  readonly resize: { readonly height: number };
  readonly routeChanged: { readonly path: string };
  /** The guest started the cart (the start button). */
  readonly cartStarted: { readonly currency: string };
  readonly itemAdded: ItemEvent;
  readonly itemRemoved: ItemEvent;
  /** An offer request the server accepted. */
  readonly offerRequested: BookingEvent;
  /** A direct reservation the server accepted (with a payment due it waits Offered until paid). */
  readonly reservationCreated: BookingEvent;
  /** A payment the server confirmed: the booking as re-read after it (state 8 Confirmed). */
  readonly paymentSucceeded: BookingEvent;
  /** A payment refused or failed for good (never on a cancel or a pending outcome); the booking still waits. */
  readonly paymentFailed: BookingEvent;
  /**
   * The guest pressed Escape inside the configurator and nothing of its own took it (an open menu, a dialog, a
   * started date range close first): the modal variant closes.
   */
  readonly escapePressed: Record<string, never>;
}

/**
 * Forwarding of the booking events to Google Tag Manager's `window.dataLayer` as GA4 e-commerce events
 * (begin_checkout, add_to_cart, remove_from_cart, generate_lead, purchase). Nothing is pushed without consent.
 */
export interface AnalyticsOptions {
  readonly dataLayer: boolean;
  /** The visitor's consent to analytics, asked at every event (a function) or given once; default none. */
  readonly consent?: boolean | (() => boolean);
}

export interface EmbedOptions {
  /** The property's key, the first path segment of its booking page ('lindenhof'). */
  readonly property: string;
  /** The booking server's base URL; by default the origin embed.js was loaded from. */
  readonly origin?: string;
  /** Sent as `init` as soon as the configurator is ready. */
  readonly prefill?: EmbedPrefill;
  /** The iframe's accessible name (default: "Booking" / "Buchung"). */
  readonly title?: string;
  /** Forwards the booking events to the host's dataLayer, only with the visitor's consent. */
  readonly analytics?: AnalyticsOptions;
}

export interface EmbedHandle {
  readonly iframe: HTMLIFrameElement;
  /** Sends a command; commands sent before the configurator is ready are queued. */
  send<N extends keyof HostCommands>(name: N, data?: HostCommands[N]): void;
  /** Listens to an event; returns the function that stops listening. */
  on<N extends keyof ConfiguratorEvents>(name: N, handler: (data: ConfiguratorEvents[N]) => void): () => void;
  /** Gives or withdraws the visitor's consent to the dataLayer forwarding (`analytics`); replaces `consent`. */
  setConsent(granted: boolean): void;
  /** Removes the iframe and its listeners. */
  destroy(): void;
}

export interface ModalOptions extends EmbedOptions {
  /** Every element matching this selector (now or later) opens the dialog. */
  readonly trigger: string;
}

export interface ModalHandle extends EmbedHandle {
  open(): void;
  close(): void;
}

export interface VenueBookingApi {
  /** The configurator inline, in an iframe appended to the target. */
  embed(options: EmbedOptions & { readonly target: Element | string }): EmbedHandle;
  /** The configurator in a modal dialog opened by the trigger elements. */
  modal(options: ModalOptions): ModalHandle;
}

declare global {
  interface Window {
    VenueBooking: VenueBookingApi;
  }
}
