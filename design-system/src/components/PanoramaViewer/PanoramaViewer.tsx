import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../hooks/useNearViewport.ts';
import { PanoramaControls } from './PanoramaControls.tsx';
import { type HintState, PanoramaHint } from './PanoramaHint.tsx';
import * as css from './PanoramaViewer.css.ts';

// Never in the first screen's JavaScript: pannellum arrives as its own chunk when the viewer comes near the
// viewport (docs/pages.md#hero-and-panorama).
const PannellumView = lazy(() => import('./PannellumView.tsx'));

/** Whether the browser can draw WebGL (pannellum needs it). jsdom and GPU-less browsers cannot. */
export function hasWebGL(): boolean {
  if (typeof window === 'undefined' || typeof window.WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl'));
  } catch {
    return false;
  }
}

export interface PanoramaViewerProps {
  /** URL of the equirectangular panorama image. */
  panorama: string;
  /** What the panorama shows, already translated; names the viewer and the still picture. */
  label: string;
  /** A flat picture for devices without WebGL; defaults to the panorama image itself. */
  stillImage?: string | undefined;
  /**
   * Always show the still picture (e.g. to save data).
   * @default false
   */
  forceStill?: boolean;
}

/** The picture instead of the 360° view; while the view loads, its controls' space is kept. */
function Still({ src, label, note }: { src: string; label: string; note: HintState }) {
  return (
    <>
      <div className={css.stage}>
        <img className={css.still} src={src} alt={label} loading="lazy" decoding="async" />
      </div>
      <PanoramaHint state={note} />
      {note === 'loading' ? <PanoramaControls /> : null}
    </>
  );
}

/**
 * A 360° view (pannellum, lazy-loaded) with keyboard and button controls, or a still picture where
 * WebGL is missing or the panorama fails to load. Below the fold it keeps its space and loads nothing (neither
 * pannellum nor the picture) until it comes within 200 px of the viewport.
 */
export function PanoramaViewer({ panorama, label, stillImage, forceStill = false }: PanoramaViewerProps) {
  // Decided after mount so server and first client render agree.
  const [webgl, setWebgl] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const still = stillImage ?? panorama;
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  // Probing WebGL makes a context (tens of milliseconds on a slow phone): only once the viewer is needed.
  useEffect(() => {
    if (near) setWebgl(!forceStill && hasWebGL());
  }, [forceStill, near]);
  return (
    <section ref={section} className={css.root} aria-label={label}>
      {!near ? (
        <>
          <div className={css.stage} />
          <PanoramaHint state="loading" />
          {/* The 360° view's buttons will come (unless only the picture is wanted): their space is kept. */}
          {forceStill ? null : <PanoramaControls />}
        </>
      ) : webgl && !failed ? (
        <Suspense fallback={<Still src={still} label={label} note="loading" />}>
          <PannellumView panorama={panorama} label={label} onError={() => setFailed(true)} />
        </Suspense>
      ) : (
        <Still src={still} label={label} note={failed ? 'error' : webgl === null ? 'loading' : 'still'} />
      )}
    </section>
  );
}
