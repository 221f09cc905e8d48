import { useStrings } from '../../i18n/useStrings.ts';
import { tagAutocompleteStrings } from './strings.ts';
import * as css from './TagAutocomplete.css.ts';

export interface TagAutocompleteSkeletonProps {
  /** The field's label, as the TagAutocomplete will show it. */
  label: string;
  /** Its hint, when the TagAutocomplete is given another than the default. */
  description?: string | undefined;
}

/**
 * The tag field's space while its code loads (the TagAutocomplete is a chunk of its own): its label, an empty
 * input box and its hint in the field's own layout, so nothing below it moves when the field arrives (the hint
 * runs to two or three lines). Nothing in it can be used, so it is hidden from assistive technology.
 */
export function TagAutocompleteSkeleton({ label, description }: TagAutocompleteSkeletonProps) {
  const t = useStrings(tagAutocompleteStrings);
  return (
    <div className={css.root} aria-hidden="true">
      <span className={css.label}>{label}</span>
      <div className={css.inputRow({})} />
      <p className={[css.hint, css.after].join(' ')}>{description ?? t.hint}</p>
      <p className={[css.status, css.after].join(' ')} />
    </div>
  );
}
