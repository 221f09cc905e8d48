import type { Contact } from '../model/entities.ts';
import { type FieldRules, fieldErrorKey } from './validators.ts';

/** A plausible phone number: digits with spaces, +, /, -, dots and brackets. */
const PHONE_PATTERN = /^\+?[\d\s/().-]{5,}$/u;

/** The fields of a contact checked by the booker form. */
export type ContactField =
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'email'
  | 'phone'
  | 'street'
  | 'zip'
  | 'city';

/** What the property asks for beyond the names and e-mail. */
export interface ContactFormOptions {
  readonly companyRequired?: boolean;
  readonly phoneRequired?: boolean;
  readonly addressRequired?: boolean;
}

/** Error keys per field; a valid field has none. */
export type ContactErrors = Readonly<Partial<Record<ContactField, string>>>;

/** docs/rules.md#forms: the rules of each contact field (required, lengths, patterns); a form shows what they require. */
export function contactFieldRules(
  options: ContactFormOptions = {},
): Readonly<Record<ContactField, FieldRules>> {
  const address = options.addressRequired ?? false;
  return {
    firstname: { required: true, maxlength: 100 },
    lastname: { required: true, maxlength: 100 },
    company: { required: options.companyRequired ?? false, maxlength: 200 },
    email: { required: true, email: true, maxlength: 254 },
    phone: { required: options.phoneRequired ?? false, pattern: PHONE_PATTERN, maxlength: 50 },
    street: { required: address, maxlength: 200 },
    zip: { required: address, maxlength: 20 },
    city: { required: address, maxlength: 100 },
  };
}

/** docs/rules.md#forms: the booker form's contact errors (required names and e-mail, e-mail and phone patterns...). */
function validateContact(contact: Partial<Contact> | null, options: ContactFormOptions = {}): ContactErrors {
  const rules = contactFieldRules(options);
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of Object.keys(rules) as ContactField[]) {
    const key = fieldErrorKey(contact?.[field], rules[field]);
    if (key) errors[field] = key;
  }
  return errors;
}

/** The booker form as a whole: booker, the guest when booking on a guest's behalf, and the terms. */
export interface BookerFormErrors {
  readonly booker: ContactErrors;
  readonly guest: ContactErrors;
  readonly terms: string | null;
  readonly valid: boolean;
}

/**
 * docs/rules.md#forms: validates the booker form: the booker's contact; the guest's names and e-mail only when
 * booking on behalf of a guest; accepted terms.
 */
export function validateBookerForm(
  form: {
    readonly contact: Partial<Contact> | null;
    readonly guest: Partial<Contact> | null;
    readonly onbehalfofguest: boolean;
    readonly termsAccepted: boolean;
  },
  options: ContactFormOptions = {},
): BookerFormErrors {
  const booker = validateContact(form.contact, options);
  const guest = form.onbehalfofguest ? validateContact(form.guest) : {};
  const terms = fieldErrorKey(form.termsAccepted, { required: true });
  return {
    booker,
    guest,
    terms,
    valid: Object.keys(booker).length === 0 && Object.keys(guest).length === 0 && terms === null,
  };
}

/**
 * A phone number as a `tel:` link dials it (RFC 3966): the digits and a leading +, without the spaces, dashes,
 * slashes and brackets people write. Null for a number without digits.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d]/gu, '');
  if (!digits) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
