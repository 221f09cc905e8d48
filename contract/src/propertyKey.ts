import { text } from './text.ts';

/**
 * First path segments the server takes for itself: a property's key is the first segment of its
 * configurator's URL (/{propertyKey}/...), so a property may not be called like one of them.
 * `app` is the property app (the staff web app, /app/).
 */
export const reservedPropertyKeys = ['api', 'app', 'assets'] as const;

/** A property's key: lower-case letters, digits and dashes, and none of the reserved path segments. */
export const PropertyKey = text()
  .regex(/^[a-z0-9-]{1,64}$/, 'expected a property key')
  .refine((key) => !(reservedPropertyKeys as readonly string[]).includes(key), {
    message: 'this key is reserved for a path of the server',
  });
