import type { ReactNode } from 'react';

/**
 * A mail's text with its links (the server's list, http and https only) turned into anchors; the rest stays
 * text, so nothing in a mail is rendered as markup.
 */
export function linkedText(text: string, links: readonly string[], className?: string): ReactNode[] {
  const safe = [...new Set(links.filter((link) => /^https?:\/\//i.test(link)))].sort(
    (a, b) => b.length - a.length,
  );
  if (safe.length === 0) return [text];
  const pattern = new RegExp(
    `(${safe.map((link) => link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'g',
  );
  return text.split(pattern).map((part, i) =>
    safe.includes(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
      <a key={i} href={part} className={className}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
