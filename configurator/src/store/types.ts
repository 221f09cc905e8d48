import type { StateCreator } from 'zustand';
import type { Api } from '../api/endpoints.ts';
import type { Notify } from '../ui/toasts.ts';
import type { CartSlice } from './state/cart.ts';
import type { CatalogSlice } from './state/catalog.ts';
import type { ExistingBookingSlice } from './state/existingBooking.ts';
import type { LinesSlice } from './state/lines.ts';
import type { MessagesSlice } from './state/messages.ts';
import type { SendSlice } from './state/send.ts';
import type { SessionSlice } from './state/session.ts';
import type { UiSlice } from './state/ui.ts';

/*
 * Each slice's state and actions are declared in state/ (type-only modules that import no slice), so the slices
 * and this file both read them without an import circle.
 */

/** The bound store: every slice together. */
export type AppState = SessionSlice &
  CatalogSlice &
  CartSlice &
  LinesSlice &
  SendSlice &
  UiSlice &
  ExistingBookingSlice &
  MessagesSlice;

/** What slices get besides set/get: the API and the clock (the domain takes "today" as a parameter). */
export interface StoreDeps {
  readonly api: Api;
  readonly now: () => Date;
  /** Shows a translated toast. */
  readonly notify: Notify;
}

/** A slice creator of the bound store (zustand slices pattern). */
export type SliceCreator<S> = (
  deps: StoreDeps,
) => StateCreator<AppState, [['zustand/persist', unknown]], [], S>;
