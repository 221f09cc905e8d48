import type { SendSlice } from './state/send.ts';
import type { SliceCreator } from './types.ts';

/** Creates the send slice. */
export const createSendSlice: SliceCreator<SendSlice> = (deps) => (set, get) => ({
  sending: false,
  sentAs: null,
  sentState: null,
  sentBooking: null,
  send: async (kind) => {
    if (!get().cart || get().sending) return false;
    set({ sending: true });
    try {
      // Sending (the payload builder: pricing, payload rules) is not needed before it is done: its own chunk.
      const sending = await import('./sendBooking.ts').catch((error: unknown) => {
        // Nothing was sent: the cart stays as it is.
        console.error('Loading the sending failed', error);
        deps.notify({ key: kind === 'offer' ? 'ERROR.OFFERED' : 'ERROR.ORDERED', tone: 'danger' });
        return null;
      });
      return sending ? await sending.sendBooking(deps, set, get, kind) : false;
    } finally {
      set({ sending: false });
    }
  },
  verifyCustomerAccount: async (code) => {
    const trimmed = code.trim();
    const dispatch = get().dispatch;
    if (!trimmed) {
      dispatch({ type: 'setCustomerAccountNumber', number: null });
      return true;
    }
    const accepted = await get().checkCode('customeraccountnumber', trimmed);
    if (accepted) {
      dispatch({ type: 'setCustomerAccountNumber', number: trimmed });
    } else {
      dispatch({ type: 'customerAccountRejected' });
      deps.notify({ key: 'CART.CUSTOMERACCOUNT.REJECTED', tone: 'danger' });
    }
    return accepted;
  },
  checkCode: async (field, code) => {
    try {
      const check = field === 'promocode' ? deps.api.checkPromocode : deps.api.checkCustomerAccount;
      return (await check(code.trim())).valid;
    } catch (error) {
      console.error(`Checking the ${field} failed`, error);
      return false;
    }
  },
});
