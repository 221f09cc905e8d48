/**
 * The accessible description `text` as a browser gives it to assistive technology, for `toHaveAccessibleDescription`.
 * A field's description and error elements are always there (FieldHints), the one it lacks empty and not shown.
 * Chromium leaves an empty element out of the description; jsdom's dom-accessibility-api joins every referenced
 * element's text with a space, so its description of such a field starts or ends with one. Only that space is let
 * through: any other text before or after still fails.
 */
export function describedAs(text: string): RegExp {
  return new RegExp(`^ ?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ?$`);
}
