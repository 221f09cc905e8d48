import {
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { tooltip } from './Tooltip.css.ts';

/** Spec: tooltips show after 2000 ms of hover and hide 100 ms after the pointer leaves. */
export const tooltipDelays = { show: 2000, hide: 100 } as const;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {}

/**
 * Wraps a focusable trigger and its Tooltip. Hover shows it after `delay`; keyboard focus shows it at once;
 * Escape hides it.
 */
export function TooltipTrigger({
  delay = tooltipDelays.show,
  closeDelay = tooltipDelays.hide,
  ...props
}: TooltipTriggerProps) {
  return <RACTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  children: React.ReactNode;
}

/** Short help text for its trigger (role tooltip, referenced by the trigger's aria-describedby). */
export function Tooltip({ children, offset = 6, className, ...props }: TooltipProps) {
  return (
    <RACTooltip
      offset={offset}
      {...props}
      className={[tooltip, typeof className === 'string' ? className : ''].join(' ')}
    >
      {children}
    </RACTooltip>
  );
}
