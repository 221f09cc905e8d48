import { SkipLink } from '@venue/design-system';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the main landmark: where "Skip to content" leads unless the page names its own content target. */
export const mainContentId = 'content';

/** A skip target a page names: without a label it replaces the main content target, with one it gets a link. */
interface Target {
  readonly id: string;
  readonly label?: string;
}

const TargetsContext = createContext<readonly Target[]>([]);
const RegisterContext = createContext<(target: Target) => () => void>(() => () => {});

/**
 * Holds the skip targets the current page names. Its state changes re-render only the skip links: the frame
 * inside it is the same element and is left alone.
 */
export function SkipLinksProvider({ children }: { children: ReactNode }) {
  const [targets, setTargets] = useState<readonly Target[]>([]);
  const [register] = useState(() => (target: Target) => {
    setTargets((current) => [...current, target]);
    return () => setTargets((current) => current.filter((candidate) => candidate !== target));
  });
  return (
    <RegisterContext.Provider value={register}>
      <TargetsContext.Provider value={targets}>{children}</TargetsContext.Provider>
    </RegisterContext.Provider>
  );
}

/** The page's first Tab stops: "Skip to content", then a link to each target the page named with a label. */
export function SkipLinks() {
  const { t } = useTranslation();
  const targets = useContext(TargetsContext);
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
  const register = useContext(RegisterContext);
  useEffect(() => register(label === undefined ? { id } : { id, label }), [register, id, label]);
  return null;
}
