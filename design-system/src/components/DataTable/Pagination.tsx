import { useRef } from 'react';
import { useNumberFormatter } from 'react-aria';
import { useStrings } from '../../i18n/useStrings.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../IconButton/icons.tsx';
import * as css from './DataTable.css.ts';
import { dataTableStrings } from './strings.ts';

export interface PaginationProps {
  /** The page shown, counted from 1. */
  page: number;
  /** Rows per page (the server's page size). */
  pageSize: number;
  /** Rows in all pages together. */
  total: number;
  /** Called with the page to show (1-based) when Previous or Next is pressed. */
  onPageChange: (page: number) => void;
  /**
   * Says "Loading…" in place of the row range (announced through the status), e.g. while the next page loads.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The name of the navigation landmark; give one when a screen has more than one pager.
   * @default 'Pages' (translated)
   */
  'aria-label'?: string;
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Previous/next paging for a server-paged list, with "page X of Y" and "rows A–B of N". */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  isLoading = false,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const t = useStrings(dataTableStrings);
  const number = useNumberFormatter();
  const controlsRef = useRef<HTMLDivElement>(null);
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  const rows =
    total === 0
      ? t.noRows
      : t.rowsOf
          .replace('{from}', number.format(from))
          .replace('{to}', number.format(to))
          .replace('{total}', number.format(total));
  // A button that turns disabled under focus would drop focus to <body>; hand it to the other button instead.
  const go = (target: number) => {
    onPageChange(target);
    const [previous, next] = controlsRef.current?.querySelectorAll('button') ?? [];
    if (target === 1) next?.focus();
    else if (target === pages) previous?.focus();
  };
  return (
    <nav aria-label={ariaLabel ?? t.pages} className={css.pagination}>
      <span role="status" className={css.pageStatus}>
        {isLoading ? t.loading : rows}
      </span>
      <div ref={controlsRef} className={css.pageControls}>
        <Button variant="secondary" isDisabled={current <= 1} onPress={() => go(current - 1)}>
          <Icon name="chevronLeft" size={18} />
          {t.previous}
        </Button>
        <span className={css.pageNumber}>
          {t.pageOf.replace('{page}', number.format(current)).replace('{pages}', number.format(pages))}
        </span>
        <Button variant="secondary" isDisabled={current >= pages} onPress={() => go(current + 1)}>
          {t.next}
          <Icon name="chevronRight" size={18} />
        </Button>
      </div>
    </nav>
  );
}
