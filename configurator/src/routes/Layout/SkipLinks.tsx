import { SkipLink } from '@venue/design-system';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** The id of the main landmark: where "Skip to content" leads unless the page names its own content target. */
export const mainContentId = 'content';

/** A skip target a page names: without a label it replaces the main content target, with one it gets a link. */
interface Target {
  readonly id: string;
  readonly label?: string;
}

/** The skip targets the current page names, and who follows them (the skip links). */
interface Targets {
  readonly current: () => readonly Target[];
  readonly subscribe: (listener: () => void) => () => void;
  readonly register: (target: Target) => () => void;
}

function createTargets(): Targets {
  let targets: readonly Target[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly Target[]) => {
    targets = next;
    for (const listener of listeners) listener();
  };
  return {
    current: () => targets,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    register: (target) => {
      set([...targets, target]);
      return () => set(targets.filter((candidate) => candidate !== target));
    },
  };
}

const noTargets: readonly Target[] = [];
const TargetsContext = createContext<Targets>({
  current: () => noTargets,
  subscribe: () => () => {},
  register: () => () => {},
});

/**
 * Holds the skip targets the current page names. A change re-renders only the skip links, which subscribe to
 * them: the context's value never changes, so a page's target named after a hydration (SkipTarget's effect) does
 * not reach the server-rendered parts still waiting to hydrate (React would render them anew,
 * docs/serving.md#parts-hydrated-later).
 */
export function SkipLinksProvider({ children }: { children: ReactNode }) {
  const [targets] = useState(createTargets);
  return <TargetsContext.Provider value={targets}>{children}</TargetsContext.Provider>;
}

/** The page's first Tab stops: "Skip to content", then a link to each target the page named with a label. */
export function SkipLinks() {
  const { t } = useTranslation();
  const store = useContext(TargetsContext);
  const targets = useSyncExternalStore(store.subscribe, store.current, () => noTargets);
  const content = targets.find((target) => target.label === undefined)?.id ?? mainContentId;
  return (
    <>
      <SkipLink target={content}>{t('nav.skipToContent')}</SkipLink>
      {targets.flatMap((target) =>
        target.label === undefined
          ? []
          : [
              <SkipLink key={target.id} target={target.id}>
                {target.label}
              </SkipLink>,
            ],
      )}
    </>
  );
}

/**
 * Names the element with `id` as a skip target of the page while this is rendered: the page's content (instead
 * of the main landmark, e.g. the dashboard's event bar), or with a `label` a further skip link (e.g. to the cart's
 * send buttons on the long summary page). Renders nothing.
 */
export function SkipTarget({ id, label }: { id: string; label?: string }) {
  const { register } = useContext(TargetsContext);
  useEffect(() => register(label === undefined ? { id } : { id, label }), [register, id, label]);
  return null;
}
