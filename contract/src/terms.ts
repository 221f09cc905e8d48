import { z } from 'zod';

/** GET /api/property/terms/{id}: the property's own terms and conditions in one language. */
export const PropertyTermsSchema = z.object({
  propertyId: z.number().int(),
  /** The language the text is in: the caller's when the property has terms in it, else its own language. */
  language: z.string(),
  /** Plain text, paragraphs separated by line breaks; empty when the property has no terms. */
  text: z.string(),
});
export type PropertyTerms = z.infer<typeof PropertyTermsSchema>;
