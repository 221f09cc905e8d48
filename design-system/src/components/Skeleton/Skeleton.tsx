import type { HTMLAttributes } from 'react';
import { skeleton } from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * @default 'text'
   */
  shape?: (typeof skeletonShapes)[number];
  /**
   * CSS width.
   * @default '100%'
   */
  width?: string;
  /**
   * CSS height (text lines take the font's height).
   * @default undefined
   */
  height?: string;
}

/**
 * A grey placeholder with the shape of content that is still loading. Decorative: hidden from assistive
 * technology, so the container that loads should carry `aria-busy` and a Spinner or text says what loads.
 */
export function Skeleton({
  shape = 'text',
  width = '100%',
  height,
  className,
  style,
  ...props
}: SkeletonProps) {
  return (
    <span
      {...props}
      aria-hidden="true"
      data-skeleton=""
      className={[skeleton({ shape }), className].filter(Boolean).join(' ')}
      style={{ width, height, ...style }}
    />
  );
}
