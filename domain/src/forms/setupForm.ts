import { parseIsoDate, parseIsoTime } from '../dates/isoDate.ts';
import type { Cart } from '../model/cart.ts';
import type { Settings } from '../settings/typedSettings.ts';
import { isTimeRangeValid } from '../time/timeGrid.ts';
import { formErrorKey } from './errorKeys.ts';

/** The codes a property can ask for before the start: a customer account number, a promo code. */
export type SetupCodeField = 'customeraccountnumber' | 'promocode';

/** The fields of the event bar / setup form that can be in error. */
type SetupField = 'people' | 'startdate' | 'timeslice' | 'times' | SetupCodeField;

/** Error keys of the setup form per field; an empty object means the form is valid. */
export type SetupFormErrors = Readonly<Partial<Record<SetupField, string>>>;

/** The settings the setup form reads. */
export type SetupFormSettings = Pick<
  Settings,
  | 'guestsMandatory'
  | 'noGuests'
  | 'startdateMandatory'
  | 'timesliceMandatory'
  | 'customeraccountMandatory'
  | 'promocodeMandatory'
  | 'flexibleslotEnabled'
>;

const required = formErrorKey('required');

const timesInvalid = (start: string | null, end: string | null) =>
  (start !== null || end !== null) && !isTimeRangeValid(parseIsoTime(start), parseIsoTime(end));

/**
 * docs/rules.md#forms: the setup form's errors: guest count, start date, time slice and customer account number or
 * promo code when the property makes them mandatory; with flexible slots, start and end times are
 * needed; any given time range (the event's or a day's preset one) must end after it starts.
 */
export function setupFormErrors(
  cart: Pick<
    Cart,
    | 'people'
    | 'startdate'
    | 'timeslicedefinitionId'
    | 'starttime'
    | 'endtime'
    | 'slots'
    | 'customeraccountnumber'
    | 'promocode'
  >,
  settings: SetupFormSettings,
): SetupFormErrors {
  const errors: Partial<Record<SetupField, string>> = {};
  if (settings.guestsMandatory && !settings.noGuests && cart.people <= 0) errors.people = required;
  if (settings.startdateMandatory && !parseIsoDate(cart.startdate)) errors.startdate = required;
  if (settings.timesliceMandatory && !settings.flexibleslotEnabled && cart.timeslicedefinitionId === null) {
    errors.timeslice = required;
  }
  const missingFlexibleTimes =
    settings.flexibleslotEnabled && (cart.starttime === null || cart.endtime === null);
  if (missingFlexibleTimes) errors.times = required;
  else if (
    timesInvalid(cart.starttime, cart.endtime) ||
    cart.slots.some((s) => timesInvalid(s.starttime, s.endtime))
  ) {
    errors.times = formErrorKey('timerange');
  }
  for (const field of missingCodes(cart, settings)) errors[field] = required;
  return errors;
}

/** docs/rules.md#forms: start requires a valid setup form and a logged-in property. */
export function canStart(
  cart: Parameters<typeof setupFormErrors>[0],
  settings: SetupFormSettings,
  propertyLoggedIn: boolean,
): boolean {
  return propertyLoggedIn && Object.keys(setupFormErrors(cart, settings)).length === 0;
}

/**
 * docs/rules.md#forms: the codes the first screen asks for next to the start button: the customer account number
 * with `customeraccount.mandatory`, the promo code with `promocode.mandatory` (in that order). The start needs them
 * (`setupFormErrors`), so they are asked for before it, not only on the cart page.
 */
export function setupCodeFields(
  settings: Pick<SetupFormSettings, 'customeraccountMandatory' | 'promocodeMandatory'>,
): readonly SetupCodeField[] {
  const fields: SetupCodeField[] = [];
  if (settings.customeraccountMandatory) fields.push('customeraccountnumber');
  if (settings.promocodeMandatory) fields.push('promocode');
  return fields;
}

/**
 * docs/rules.md#forms: the mandatory codes the cart does not carry. The start needs them, and so does sending
 * (the readiness issues REQUIRED_CUSTOMERACCOUNT and REQUIRED_PROMOCODE, on the server too).
 */
export function missingCodes(
  cart: Pick<Cart, 'customeraccountnumber' | 'promocode'>,
  settings: Pick<SetupFormSettings, 'customeraccountMandatory' | 'promocodeMandatory'>,
): readonly SetupCodeField[] {
  return setupCodeFields(settings).filter((field) => !cart[field]);
}

/**
 * docs/rules.md#forms: the i18n key of a code the server does not know (`CART.CUSTOMERACCOUNT.REJECTED`,
 * `CART.PROMOCODE.REJECTED`). Only a code the server accepted goes into the cart.
 */
export function codeRejectedKey(field: SetupCodeField): string {
  return field === 'customeraccountnumber' ? 'CART.CUSTOMERACCOUNT.REJECTED' : 'CART.PROMOCODE.REJECTED';
}
