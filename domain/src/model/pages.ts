/*
 * The configurator's pages (docs/pages.md#page-list). A page reference is what tabs, readiness issues and navigation share;
 * the configurator turns it into a route segment.
 */

/** Category of a unit group page: 1 rooms, 2 meeting rooms. */
type PageCategory = 1 | 2;

/** A page of the cart's page list. */
export type PageRef =
  | { readonly page: 'setup'; readonly unitgroupindex: number }
  | { readonly page: 'unitgroup'; readonly unitgroupindex: number; readonly category: PageCategory }
  | { readonly page: 'service'; readonly unitgroupindex: number; readonly servicecode: string }
  | { readonly page: 'cart'; readonly unitgroupindex: number };

/** The route segment of a page, e.g. `service/1/catering` (docs/pages.md#routes). */
export function pagePath(ref: PageRef): string {
  switch (ref.page) {
    case 'setup':
      return `setup/${ref.unitgroupindex}`;
    case 'unitgroup':
      return `unitgroup/${ref.unitgroupindex}/${ref.category}`;
    case 'service':
      return `service/${ref.unitgroupindex}/${encodeURIComponent(ref.servicecode)}`;
    case 'cart':
      return `cart/${ref.unitgroupindex}`;
  }
}

const PAGE_PATH = /^\/?(setup|unitgroup|service|cart)\/(\d+)(?:\/([^/?#]+))?\/?$/;

/** The page a route segment names (the inverse of pagePath), or null when it names none. */
export function pageRefOfPath(path: string): PageRef | null {
  const match = PAGE_PATH.exec(path);
  if (!match) return null;
  const unitgroupindex = Number(match[2]);
  const rest = match[3];
  switch (match[1]) {
    case 'setup':
      return rest === undefined ? { page: 'setup', unitgroupindex } : null;
    case 'cart':
      return rest === undefined ? { page: 'cart', unitgroupindex } : null;
    case 'unitgroup':
      return rest === '1' || rest === '2'
        ? { page: 'unitgroup', unitgroupindex, category: Number(rest) as 1 | 2 }
        : null;
    default:
      if (rest === undefined) return null;
      try {
        return { page: 'service', unitgroupindex, servicecode: decodeURIComponent(rest) };
      } catch {
        return null;
      }
  }
}
