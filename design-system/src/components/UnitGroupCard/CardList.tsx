import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** What a card's Select toggle learns from the list it sits in. */
interface CardListState {
  /** The id of the one toggle in the Tab order, null before the list has looked at its toggles. */
  readonly tabStop: string | null;
  /** A toggle took focus (Tab, arrow key or pointer): it is the list's Tab stop from now on. */
  readonly onToggleFocus: (id: string) => void;
}

const CardListContext = createContext<CardListState | null>(null);

/** The attribute that marks a card's Select toggle, with the toggle's id. */
export const cardToggleAttribute = 'data-card-toggle';

/**
 * Whether a card's Select toggle is in the Tab order: outside a `CardList` always; inside one only the list's
 * Tab stop (or every toggle until the list has looked at them, so none is ever out of reach).
 */
export function useCardToggleTabbable(id: string): { excludeFromTabOrder: boolean; onFocus?: () => void } {
  const list = useContext(CardListContext);
  if (!list) return { excludeFromTabOrder: false };
  return {
    excludeFromTabOrder: list.tabStop !== null && list.tabStop !== id,
    onFocus: () => list.onToggleFocus(id),
  };
}

export interface CardListProps {
  /** Names the list for a screen reader (the page's subject, e.g. "Meeting rooms"), already translated. */
  'aria-label': string;
  /** Class of the list (`ul`), e.g. the page's grid of cards. */
  className?: string | undefined;
  /** The cards, each in its `li`. */
  children: ReactNode;
}

const nextKeys = new Set(['ArrowDown', 'ArrowRight']);
const previousKeys = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * A list of bookable cards as one composite widget (the ARIA toolbar pattern): the cards' Select toggles are one
 * Tab stop, the arrow keys (and Home, End) move between them, Enter or Space selects. The list remembers the
 * toggle last focused, so Tab comes back to it; the first usable toggle is the stop before that. A selected
 * card's own fields (quantity, options, times...) follow its toggle in the Tab order as before.
 */
export function CardList({ 'aria-label': label, className, children }: CardListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [tabStop, setTabStop] = useState<string | null>(null);
  const toggles = useCallback(
    () =>
      Array.from(ref.current?.querySelectorAll<HTMLButtonElement>(`[${cardToggleAttribute}]`) ?? []).filter(
        (toggle) => !toggle.disabled,
      ),
    [],
  );
  // After every render: the remembered stop must still be a usable toggle, else the first usable one is.
  useLayoutEffect(() => {
    const usable = toggles();
    const ids = usable.map((toggle) => toggle.getAttribute(cardToggleAttribute));
    const wanted = tabStop !== null && ids.includes(tabStop) ? tabStop : (ids[0] ?? null);
    if (wanted !== tabStop) setTabStop(wanted);
  });
  const state = useMemo<CardListState>(() => ({ tabStop, onToggleFocus: setTabStop }), [tabStop]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute(cardToggleAttribute) || event.altKey || event.ctrlKey || event.metaKey) return;
    const usable = toggles();
    const index = usable.indexOf(target as HTMLButtonElement);
    if (index < 0) return;
    let next: HTMLButtonElement | undefined;
    if (nextKeys.has(event.key)) next = usable[index + 1];
    else if (previousKeys.has(event.key)) next = usable[index - 1];
    else if (event.key === 'Home') next = usable[0];
    else if (event.key === 'End') next = usable.at(-1);
    else return;
    // At either end the key does nothing (no wrapping), but it does not scroll the page either.
    event.preventDefault();
    next?.focus();
  };

  return (
    <CardListContext.Provider value={state}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a toolbar is a composite widget; its keys move among its toggles. */}
      <div ref={ref} role="toolbar" aria-label={label} onKeyDown={onKeyDown}>
        <ul className={className}>{children}</ul>
      </div>
    </CardListContext.Provider>
  );
}
