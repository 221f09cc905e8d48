import { useEffect, useState } from 'react';
import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { withClassName } from '../Button/withClassName.ts';
import { spinner, wrapper } from './Spinner.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export const spinnerTones = ['brand', 'inherit'] as const;

const strings: LocalizedStrings<'loading'> = {
  en: { loading: 'Loading…' },
  de: { loading: 'Wird geladen …' },
};

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'value' | 'children'> {
  /**
   * Milliseconds before the spinner appears, so fast loads never flash one (spec: spinner delay 500 ms).
   * @default 500
   */
  delay?: number;
  /**
   * @default 'medium'
   */
  size?: (typeof spinnerSizes)[number];
  /**
   * `inherit` takes the text colour, e.g. inside a button.
   * @default 'brand'
   */
  tone?: (typeof spinnerTones)[number];
}

/** An indeterminate progress indicator (role progressbar) that shows up only after `delay`. */
export function Spinner({ delay = 500, size = 'medium', tone = 'brand', className, ...props }: SpinnerProps) {
  const t = useStrings(strings);
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <ProgressBar
      aria-label={t.loading}
      {...props}
      isIndeterminate
      className={(state) => withClassName(wrapper, className, state)}
    >
      <span className={spinner({ size, tone })} aria-hidden="true" />
    </ProgressBar>
  );
}
