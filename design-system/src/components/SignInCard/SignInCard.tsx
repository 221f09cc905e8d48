import type { ReactNode, Ref } from 'react';
import * as css from './SignInCard.css.ts';

export const signInHeadingLevels = [1, 2] as const;

export interface SignInCardProps {
  /** The card's heading, also the name of its region (e.g. "Sign in"). */
  title: string;
  /**
   * Heading level: 1 when the card is the page's main content.
   * @default 1
   */
  headingLevel?: (typeof signInHeadingLevels)[number];
  /** Given to the heading, e.g. so the page can move focus to it on navigation. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A line under the heading. */
  description?: ReactNode;
  /**
   * The current error (a failed sign-in). It is announced at once (role=alert) and shown above the form;
   * nothing is rendered without one.
   */
  error?: ReactNode;
  /** The form: fields and the submit button. */
  children: ReactNode;
  /** Below the form, e.g. a "Forgot password?" link or the demo accounts. */
  footer?: ReactNode;
}

/**
 * A card for signing in: heading, optional description, an error area screen readers announce, the form,
 * and a footer. It renders what it is given; the form and its rules belong to the app.
 */
export function SignInCard({
  title,
  headingLevel = 1,
  headingRef,
  description,
  error,
  children,
  footer,
}: SignInCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={css.card} aria-label={title}>
      <div className={css.header}>
        <Heading className={css.heading} ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        {description ? <p className={css.description}>{description}</p> : null}
      </div>
      {/* The alert region is always there, so a message put into it is announced (a region added together
          with its text is not reliably read). */}
      <div role="alert" className={css.error}>
        {error ?? null}
      </div>
      {children}
      {footer ? <div className={css.footer}>{footer}</div> : null}
    </section>
  );
}
