import { type CalendarDate, DateFormatter } from '@internationalized/date';
import { type Key, type ReactNode, useState } from 'react';
import { type TabsProps, useLocale } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../IconButton/icons.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import { backNext, root } from './StepNav.css.ts';
import { neighbourStep, type StepLike } from './stepOrder.ts';

const strings: LocalizedStrings<'back' | 'next' | 'opensFrom'> = {
  en: { back: 'Back', next: 'Next', opensFrom: 'from {date}' },
  de: { back: 'Zurück', next: 'Weiter', opensFrom: 'ab {date}' },
};

/** One configurator page. */
export interface Step extends StepLike {
  /** The tab's text (translated by the app). */
  readonly label: string;
  /** For a disabled step: the first day it can be booked, already formatted or as a date to format. */
  readonly opensOn?: string | CalendarDate;
}

export interface StepNavProps
  extends Omit<TabsProps, 'children' | 'disabledKeys' | 'selectedKey' | 'onSelectionChange'> {
  /** The pages in order. */
  steps: readonly Step[];
  /** The accessible name of the tab list, e.g. "Booking steps". */
  'aria-label': string;
  /** The current page (controlled). */
  selectedKey?: string;
  /** Called with the id of the page the user goes to (tab, Back or Next). */
  onSelectionChange?: (id: string) => void;
  /** The content of a page. */
  children: (step: Step) => ReactNode;
  /**
   * Shows the Back/Next buttons (spec: only once the cart is started).
   * @default true
   */
  showBackNext?: boolean;
}

/**
 * The configurator's page navigation: tabs with disabled pages that say from which date they open, and
 * Back/Next buttons that skip disabled pages.
 */
export function StepNav({
  steps,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  children,
  showBackNext = true,
  'aria-label': ariaLabel,
  ...props
}: StepNavProps) {
  const t = useStrings(strings);
  const { locale } = useLocale();
  const firstEnabled = steps.find((s) => !s.isDisabled)?.id ?? '';
  const [ownKey, setOwnKey] = useState<string>(String(defaultSelectedKey ?? firstEnabled));
  const current = selectedKey ?? ownKey;
  const select = (key: Key) => {
    setOwnKey(String(key));
    onSelectionChange?.(String(key));
  };
  const formatter = new DateFormatter(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const noteFor = (step: Step) => {
    if (!step.isDisabled || !step.opensOn) return undefined;
    const date =
      typeof step.opensOn === 'string' ? step.opensOn : formatter.format(step.opensOn.toDate('UTC'));
    return t.opensFrom.replace('{date}', date);
  };
  const back = neighbourStep(steps, current, -1);
  const next = neighbourStep(steps, current, 1);
  return (
    <div className={root}>
      <Tabs
        {...props}
        selectedKey={current}
        onSelectionChange={select}
        disabledKeys={steps.filter((s) => s.isDisabled).map((s) => s.id)}
      >
        <TabList aria-label={ariaLabel} items={steps}>
          {(step) => {
            const note = noteFor(step);
            return (
              <Tab id={step.id} {...(note ? { note } : {})}>
                {step.label}
              </Tab>
            );
          }}
        </TabList>
        {steps.map((step) => (
          <TabPanel key={step.id} id={step.id}>
            {children(step)}
          </TabPanel>
        ))}
      </Tabs>
      {showBackNext && (
        <div className={backNext}>
          {back ? (
            <Button variant="secondary" onPress={() => select(back)}>
              <Icon name="chevronLeft" />
              {t.back}
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <Button onPress={() => select(next)}>
              {t.next}
              <Icon name="chevronRight" />
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
