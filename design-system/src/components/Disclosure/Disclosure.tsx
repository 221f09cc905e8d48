import type { ReactNode } from 'react';
import {
  Button,
  DisclosurePanel,
  Heading,
  Disclosure as RACDisclosure,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { Icon } from '../IconButton/icons.tsx';
import { chevron, panel, root, trigger } from './Disclosure.css.ts';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children' | 'className'> {
  /** The trigger's text: what the panel holds, e.g. "Address and title (optional)". */
  title: ReactNode;
  /**
   * The level of the heading that holds the trigger (the page's outline goes on through it).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** What is shown when the panel is open. */
  children: ReactNode;
  className?: string;
}

/**
 * A section the user opens on demand (react-aria Disclosure): a heading with one button that says whether the panel
 * is open (`aria-expanded`); Enter or Space opens and closes it. Closed, its fields are out of the Tab order, so a
 * long form of optional fields costs one Tab stop.
 */
export function Disclosure({ title, headingLevel = 3, children, className, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={className ? `${root} ${className}` : root}>
      {({ isExpanded }) => (
        <>
          <Heading level={headingLevel} className={panel.heading}>
            <Button slot="trigger" className={trigger}>
              <Icon name="chevronRight" className={chevron({ expanded: isExpanded })} />
              {title}
            </Button>
          </Heading>
          <DisclosurePanel>
            <div className={panel.body}>{children}</div>
          </DisclosurePanel>
        </>
      )}
    </RACDisclosure>
  );
}
