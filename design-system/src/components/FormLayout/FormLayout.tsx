import { type HTMLAttributes, type ReactNode, useId } from 'react';
import * as css from './FormLayout.css.ts';

/** Column counts a form grid may have from 768 px up (one column below); reused by the stories. */
export const formLayoutColumns = [1, 2, 3] as const;
export type FormLayoutColumns = (typeof formLayoutColumns)[number];

/** Heading levels a form section may take, to fit under the page's own headings; reused by the stories. */
export const formSectionHeadingLevels = [2, 3, 4] as const;

export interface FormLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Columns from 768 px wide up; phones always get one.
   * @default 2
   */
  columns?: FormLayoutColumns;
}

/** The grid that lays out a form's fields (TextField, Select, Checkbox…); adds no semantics of its own. */
export function FormLayout({ columns = 2, className, ...props }: FormLayoutProps) {
  return <div {...props} className={[css.grid({ columns }), className].filter(Boolean).join(' ')} />;
}

/** A field that takes a whole row of the FormLayout grid, e.g. a long description. */
export function FormFullWidth({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={[css.fullWidth, className].filter(Boolean).join(' ')} />;
}

export interface FormSectionProps extends Omit<HTMLAttributes<HTMLFieldSetElement>, 'title'> {
  /** The section's heading, already translated; it also names the group. */
  title: string;
  /** A line under the heading; screen readers hear it with the group. */
  description?: ReactNode;
  /**
   * The heading's level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: (typeof formSectionHeadingLevels)[number];
  /**
   * Disables every native control inside (react-aria fields follow their own `isDisabled`).
   * @default false
   */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A group of related fields: a fieldset named by its heading (inside the legend), so screen readers announce
 * "Booker, group" on entering it; it spans every column of a surrounding FormLayout.
 */
export function FormSection({
  title,
  description,
  headingLevel = 2,
  children,
  className,
  ...props
}: FormSectionProps) {
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <fieldset
      {...props}
      {...(description ? { 'aria-describedby': descriptionId } : {})}
      className={[css.section, className].filter(Boolean).join(' ')}
    >
      <legend className={css.legend}>
        <Heading className={css.heading}>{title}</Heading>
      </legend>
      {description && (
        <p id={descriptionId} className={css.description}>
          {description}
        </p>
      )}
      <div className={css.body}>{children}</div>
    </fieldset>
  );
}

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Keeps the buttons at the bottom of the scrolling view.
   * @default false
   */
  sticky?: boolean;
}

/** The row of a form's buttons, at the inline end (primary action last, as read). */
export function FormActions({ sticky = false, className, ...props }: FormActionsProps) {
  return <div {...props} className={[css.actions({ sticky }), className].filter(Boolean).join(' ')} />;
}
