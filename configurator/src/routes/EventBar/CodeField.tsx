import { TextField } from '@venue/design-system';
import { type CartAction, codeRejectedKey, type SetupCodeField } from '@venue/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { codeField } from './EventBar.css.ts';

/** How long typing must pause before the code is checked (so Start is ready when the pointer gets there). */
const CHECK_DELAY_MS = 400;

const setCode = (field: SetupCodeField, code: string | null): CartAction =>
  field === 'promocode' ? { type: 'setPromocode', code } : { type: 'setCustomerAccountNumber', number: code };

/**
 * docs/pages.md#event-bar: a customer account number or promo code the property makes mandatory, asked for next to
 * the start button. The server checks what the guest types; only a code it knows goes into the cart (the same
 * cart field the cart page shows), so the start and the prices follow the cart. A code it does not know is named
 * at the field (and announced) once the guest leaves the field or presses Enter, and the cart keeps no code.
 */
export function CodeField({ field, errorKey }: { field: SetupCodeField; errorKey: string | undefined }) {
  const { t } = useTranslation();
  const accepted = useAppStore((s) => s.cart?.[field] ?? null);
  const dispatch = useAppStore((s) => s.dispatch);
  const checkCode = useAppStore((s) => s.checkCode);
  const announce = useAppStore((s) => s.announce);
  const [draft, setDraft] = useState(accepted ?? '');
  const [rejected, setRejected] = useState(false);
  // docs/pages.md#event-bar: a first screen is never red before the guest did anything; a missing code is named
  // once the guest has left the field (or pressed Enter in it).
  const [done, setDone] = useState(false);
  // The answer for the draft as typed last: a later edit makes an earlier answer stale.
  const edit = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const label = field === 'promocode' ? t('cart.promocode') : t('cart.customeraccount');
  const acceptedText =
    field === 'promocode' ? t('eventbar.promocodeAccepted') : t('eventbar.customeraccountAccepted');
  // Always a description (why the field is there, or that the code counts): RAC wires it only when it is
  // there from the start.
  const neededText =
    field === 'promocode' ? t('eventbar.promocodeNeeded') : t('eventbar.customeraccountNeeded');

  // The cart changed the code itself (cleared, restored, a property default): the field shows it.
  const seen = useRef(accepted);
  useEffect(() => {
    if (seen.current === accepted) return;
    seen.current = accepted;
    setDraft(accepted ?? '');
    setRejected(false);
  }, [accepted]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Checks `text` with the server; `report` names a refused code (the guest is done typing). */
  async function check(text: string, report: boolean) {
    const code = text.trim();
    if (!code || code === accepted) return;
    const mine = edit.current;
    const valid = await checkCode(field, code);
    if (mine !== edit.current) return;
    if (valid) {
      seen.current = code;
      dispatch(setCode(field, code));
      announce([
        { key: field === 'promocode' ? 'eventbar.promocodeAccepted' : 'eventbar.customeraccountAccepted' },
      ]);
    } else if (report) {
      setRejected(true);
      announce([{ key: codeRejectedKey(field) }]);
    }
  }

  const finish = () => {
    clearTimeout(timer.current);
    setDone(true);
    void check(draft, true);
  };

  const empty = draft.trim() === '';
  const error = rejected ? t(codeRejectedKey(field)) : empty && errorKey && done ? t(errorKey) : undefined;
  const isAccepted = !empty && draft.trim() === accepted;
  return (
    <TextField
      label={label}
      className={codeField}
      value={draft}
      isRequired
      validationBehavior="aria"
      autoComplete="off"
      onChange={(text) => {
        edit.current += 1;
        setDraft(text);
        setRejected(false);
        // The cart holds no code the field does not show.
        if (accepted !== null && text.trim() !== accepted) {
          seen.current = null;
          dispatch(setCode(field, null));
        }
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void check(text, false), CHECK_DELAY_MS);
      }}
      onBlur={finish}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish();
      }}
      {...(error ? { isInvalid: true, errorMessage: error } : {})}
      description={isAccepted ? acceptedText : neededText}
    />
  );
}
