import { type Ref, useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Button } from '../Button/Button.tsx';
import * as css from './IssueList.css.ts';

/** Issue levels, worst first, reused by the stories. */
export const issueLevels = ['error', 'warning'] as const;
export type IssueLevel = (typeof issueLevels)[number];

/** One readiness issue; every text is already translated. */
export interface Issue {
  readonly id: string;
  readonly level: IssueLevel;
  readonly title: string;
  readonly text?: string;
  /** Label of the button that leads to the page where it is fixed, e.g. "Choose a room". */
  readonly actionLabel?: string;
}

const strings: LocalizedStrings<
  'title' | 'error' | 'warning' | 'go' | 'ready' | 'count' | 'pointsOne' | 'pointsOther'
> = {
  en: {
    title: 'Still to do',
    error: 'Error',
    warning: 'Warning',
    go: 'Go to page',
    ready: 'Everything is ready.',
    count: '{errors} to fix, {warnings} to check',
    pointsOne: '{n} open point',
    pointsOther: '{n} open points',
  },
  de: {
    title: 'Noch zu erledigen',
    error: 'Fehler',
    warning: 'Hinweis',
    go: 'Zur Seite',
    ready: 'Alles ist bereit.',
    count: '{errors} zu beheben, {warnings} zu prüfen',
    pointsOne: '{n} offener Punkt',
    pointsOther: '{n} offene Punkte',
  },
};

export interface IssueListProps {
  issues: readonly Issue[];
  /** Called with the issue whose button was pressed; the app opens its target page. */
  onNavigate: (issue: Issue) => void;
  /** Heading; defaults to "Still to do". */
  title?: string | undefined;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /**
   * The heading, which names the number of open points ("Still to do: 3 open points"): the app moves the
   * focus to it (it takes focus by script, not by Tab) e.g. after a send that the points block.
   */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

function LevelIcon({ level }: { level: IssueLevel }) {
  // Different shapes (octagon with a cross, triangle with a bar) so the level does not rely on colour.
  return (
    <svg className={css.icon({ level })} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {level === 'error' ? (
        <path
          fill="currentColor"
          d="M8 2h8l6 6v8l-6 6H8l-6-6V8l6-6Zm.7 5.3L7.3 8.7 10.6 12l-3.3 3.3 1.4 1.4 3.3-3.3 3.3 3.3 1.4-1.4-3.3-3.3 3.3-3.3-1.4-1.4-3.3 3.3-3.3-3.3Z"
        />
      ) : (
        <path fill="currentColor" d="M12 2 1 21h22L12 2Zm-1 7h2v6h-2V9Zm0 8h2v2h-2v-2Z" />
      )}
    </svg>
  );
}

/**
 * The readiness issues of the cart, errors first, each with its level in words, its text and a button
 * to the page where it is fixed. The heading names how many there are and can take the focus.
 */
export function IssueList({ issues, onNavigate, title, headingLevel = 2, headingRef }: IssueListProps) {
  const t = useStrings(strings);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const sorted = [...issues].sort((a, b) => issueLevels.indexOf(a.level) - issueLevels.indexOf(b.level));
  const errors = issues.filter((issue) => issue.level === 'error').length;
  return (
    <section className={css.root} aria-labelledby={titleId}>
      <Heading id={titleId} ref={headingRef} tabIndex={-1} className={css.title}>
        {title ?? t.title}
        {issues.length > 0
          ? `: ${(issues.length === 1 ? t.pointsOne : t.pointsOther).replace('{n}', String(issues.length))}`
          : null}
      </Heading>
      {issues.length === 0 ? (
        <p className={css.ready}>{t.ready}</p>
      ) : (
        <>
          <p className={css.summary}>
            {t.count
              .replace('{errors}', String(errors))
              .replace('{warnings}', String(issues.length - errors))}
          </p>
          <ul className={css.list}>
            {sorted.map((issue) => (
              <li key={issue.id} className={css.item({ level: issue.level })}>
                <LevelIcon level={issue.level} />
                <div className={css.content}>
                  <span className={css.levelText({ level: issue.level })}>{t[issue.level]}</span>
                  <p className={css.issueTitle}>{issue.title}</p>
                  {issue.text ? <p className={css.text}>{issue.text}</p> : null}
                  <Button variant="secondary" onPress={() => onNavigate(issue)}>
                    {issue.actionLabel ?? t.go}
                    {issue.actionLabel ? null : <VisuallyHidden>{`: ${issue.title}`}</VisuallyHidden>}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
