import { ErrorKey } from '@venue/contract';

/*
 * docs/api.md#errors: what the business modules (booking, inventory, payments, auth, calendar, jobs) say when they
 * refuse, in their own words and with the error catalogue's key for the user. They know nothing of HTTP: the one
 * mapping at the edge (`server/src/http/errors.ts`) gives each kind its status. A job or another module tells
 * them apart by class (`instanceof NotAvailable`), never by a status code.
 */

/** What kind of refusal it is; the HTTP edge maps each to one status. */
export type FailureKind =
  | 'invalid'
  | 'unprocessable'
  | 'unauthenticated'
  | 'notAllowed'
  | 'notFound'
  | 'staleVersion'
  | 'notAvailable'
  | 'refused'
  | 'expired'
  | 'tooMany';

/** A refusal of the business: its kind, the catalogue key a screen translates, a message, and details. */
export abstract class Failure extends Error {
  abstract readonly kind: FailureKind;
  constructor(
    readonly key: string,
    message: string,
    readonly details: readonly unknown[] = [],
  ) {
    super(message);
  }
}

/** The input is malformed: a field the client should never have sent so (error.validation unless named). */
export class InvalidInput extends Failure {
  readonly kind = 'invalid';
  constructor(message: string, details: readonly unknown[] = [], key: string = ErrorKey.validation) {
    super(key, message, details);
  }
}

/** The input is well-formed but breaks a rule the user can fix (a form field, the dates, what the cart needs). */
export class Unprocessable extends Failure {
  readonly kind = 'unprocessable';
}

/** No one is signed in, or the credentials are wrong. */
export class Unauthenticated extends Failure {
  readonly kind = 'unauthenticated';
}

/** The caller may not do this (another property's booking, a missing role). */
export class NotAllowed extends Failure {
  readonly kind = 'notAllowed';
  constructor(message = 'Not allowed', details: readonly unknown[] = [], key: string = ErrorKey.forbidden) {
    super(key, message, details);
  }
}

/** Nothing of that name (error.notfound unless another key says what). */
export class NotFound extends Failure {
  readonly kind = 'notFound';
  constructor(message = 'Not found', details: readonly unknown[] = [], key: string = ErrorKey.notFound) {
    super(key, message, details);
  }
}

/** The thing was changed meanwhile: the version the caller read is not the stored one (error.conflict). */
export class StaleVersion extends Failure {
  readonly kind = 'staleVersion';
  constructor(message = 'Changed meanwhile', details: readonly unknown[] = []) {
    super(ErrorKey.conflict, message, details);
  }
}

/** Not enough is free (error.availability). */
export class NotAvailable extends Failure {
  readonly kind = 'notAvailable';
  constructor(message = 'Not available', details: readonly unknown[] = []) {
    super(ErrorKey.availability, message, details);
  }
}

/** The state of things refuses it (a booking's state, the last owner, a card that refused the fee). */
export class Refused extends Failure {
  readonly kind = 'refused';
}

/** It was valid once: a link or code whose time ran out. */
export class Expired extends Failure {
  readonly kind = 'expired';
}

/** Over a limit: try again after the given seconds. */
export class TooMany extends Failure {
  readonly kind = 'tooMany';
  constructor(
    key: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(key, message);
  }
}

/** 404 with error.notfound: nothing of that name, or nothing this caller may see (never saying which). */
export const notFound = (what = 'Not found') => new NotFound(what);
/** 403 with error.auth.forbidden: the token does not open that property. */
export const forbidden = () => new NotAllowed('This token does not give access to that property');

/** 429 with the seconds to wait (docs/api.md#limits). */
export const rateLimited = (retryAfterSeconds: number) =>
  new TooMany(ErrorKey.rateLimited, 'Too many attempts; try again later', retryAfterSeconds);

/** 429 for a sign-in (or password check) over its limit, with the seconds to wait. */
export const loginLocked = (retryAfterSeconds: number) =>
  new TooMany(ErrorKey.loginLocked, 'Too many failed logins; try again in a few minutes', retryAfterSeconds);
