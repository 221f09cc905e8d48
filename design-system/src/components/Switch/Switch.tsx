import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { withClassName } from '../Button/Button.tsx';
import { knob, root, track } from './Switch.css.ts';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The visible label (what turns on, e.g. "Vertical layout"). */
  children: ReactNode;
}

/** An on/off setting that applies at once (react-aria Switch): Space toggles it. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={(state) => withClassName(root, className, state)}>
      {(state) => (
        <>
          <span
            aria-hidden="true"
            className={track({ selected: state.isSelected, focusVisible: state.isFocusVisible })}
          >
            <span className={knob({ selected: state.isSelected })} />
          </span>
          {children}
        </>
      )}
    </RACSwitch>
  );
}
