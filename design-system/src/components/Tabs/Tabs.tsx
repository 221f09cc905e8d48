import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabsProps,
} from 'react-aria-components';
import { withClassName } from '../Button/Button.tsx';
import { tab, tabList, tabNote, tabPanel, tabs } from './Tabs.css.ts';

export type { TabListProps, TabPanelProps, TabsProps };

/** Tabs (react-aria): arrow keys move between enabled tabs, Home/End jump, disabled tabs are skipped. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs
      {...props}
      className={(state) => withClassName(tabs({ orientation: state.orientation }), className, state)}
    />
  );
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={(state) => withClassName(tabList({ orientation: state.orientation }), className, state)}
    />
  );
}

export interface TabProps extends Omit<RACTabProps, 'children'> {
  children: ReactNode;
  /** A second, smaller line, e.g. why a tab is disabled ("from 12 Jan 2027"); part of the tab's name. */
  note?: string;
}

export function Tab({ children, note, className, ...props }: TabProps) {
  return (
    <RACTab
      {...props}
      className={(state) =>
        withClassName(
          tab({
            selected: state.isSelected,
            hovered: state.isHovered && !state.isDisabled,
            focusVisible: state.isFocusVisible,
            disabled: state.isDisabled,
          }),
          className,
          state,
        )
      }
    >
      <span>{children}</span>
      {/* The space keeps label and note apart in the accessible name ("Lunch from 12 Jan 2027"). */}
      {note && ' '}
      {note && <span className={tabNote}>{note}</span>}
    </RACTab>
  );
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={(state) => withClassName(tabPanel, className, state)} />;
}
