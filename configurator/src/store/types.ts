import type { StateCreator } from 'zustand';
import type { Api } from '../api/endpoints.ts';
import type { Notify } from '../ui/toasts.ts';
import type { CartSlice } from './cartSlice.ts';
import type { CatalogSlice } from './catalogSlice.ts';
import type { ExistingBookingSlice } from './existingBookingSlice.ts';
import type { LinesSlice } from './linesSlice.ts';
import type { MessagesSlice } from './messagesSlice.ts';
import type { SendSlice } from './sendSlice.ts';
import type { SessionSlice } from './sessionSlice.ts';
import type { UiSlice } from './uiSlice.ts';

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
