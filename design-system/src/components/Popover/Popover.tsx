import {
  OverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { arrow, popover } from './Popover.css.ts';

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  children: React.ReactNode;
  /**
   * Draws an arrow pointing at the trigger.
   * @default false
   */
  showArrow?: boolean;
}

/** A non-modal overlay anchored to its trigger (react-aria Popover); Escape or a click outside closes it. */
export function Popover({ children, showArrow = false, offset, className, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={offset ?? (showArrow ? 12 : 8)}
      {...props}
      className={[popover, typeof className === 'string' ? className : ''].join(' ')}
    >
      {showArrow && (
        <OverlayArrow>
          <svg width={12} height={12} viewBox="0 0 12 12" className={arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </RACPopover>
  );
}
