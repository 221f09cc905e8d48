import { ApiError } from '@venue/api-client';
import { tKey } from '../../i18n/tKey.ts';

/** The label keys of the spec 3 message categories, by the server's key (docs/api.md#messages). */
const categoryLabels: Readonly<Record<string, string>> = {
  general: tKey('message.category.general'),
  offer: tKey('message.category.offer'),
  arrival: tKey('message.category.arrival'),
  services: tKey('message.category.services'),
  payment: tKey('message.category.payment'),
};

/** The label key of a category, by its id in `categories`; a category this app does not know reads "Other". */
export function categoryLabel(
  categories: readonly { readonly id: number; readonly key: string }[],
  id: number,
): string {
  const key = categories.find((c) => c.id === id)?.key;
  return (key && categoryLabels[key]) || tKey('message.category.other');
}

/**
 * Why a staff answer was not sent, as an i18n key (docs/api.md#messages): a deleted booking takes no messages
 * (409), the booking is gone (404), the text was refused (400/422), else the network or the server.
 */
export function sendProblemKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return tKey('messages.error.state');
    if (error.status === 404) return tKey('messages.error.notFound');
    if (error.status === 400 || error.status === 422) return tKey('messages.error.invalid');
    if (error.status === 0) return tKey('messages.error.network');
  }
  return tKey('messages.error.unknown');
}
