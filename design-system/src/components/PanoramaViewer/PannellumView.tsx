// This module is only ever loaded through React.lazy, so pannellum (~86 KB gzip) is its own chunk.
import 'pannellum/build/pannellum.css';
import 'pannellum/build/pannellum.js';
import { useEffect, useId, useRef, useState } from 'react';
import { PanoramaControls, type PanoramaMove } from './PanoramaControls.tsx';
import { PanoramaHint } from './PanoramaHint.tsx';
import * as css from './PanoramaViewer.css.ts';
import type { PannellumViewer } from './pannellum.d.ts';

export interface PannellumViewProps {
  panorama: string;
  label: string;
  onError: () => void;
}

/** pannellum in an effect: created on mount, destroyed on unmount; plus buttons for look and zoom. */
export default function PannellumView({ panorama, label, onError }: PannellumViewProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<PannellumViewer | null>(null);
  const [loaded, setLoaded] = useState(false);
  const hintId = useId();
  const latestError = useRef(onError);
  latestError.current = onError;

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !window.pannellum) return;
    const viewer = window.pannellum.viewer(stage, {
      type: 'equirectangular',
      panorama,
      autoLoad: true,
      showControls: false,
      keyboardZoom: true,
      mouseZoom: false,
      hfov: 100,
    });
    viewer.on('load', () => setLoaded(true));
    viewer.on('error', () => latestError.current());
    viewerRef.current = viewer;
    return () => {
      viewer.destroy();
      viewerRef.current = null;
    };
  }, [panorama]);

  const move = (to: PanoramaMove) => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    if ('zoom' in to) {
      viewer.setHfov(viewer.getHfov() + to.zoom);
      return;
    }
    viewer.setYaw(viewer.getYaw() + to.turn[0]);
    viewer.setPitch(viewer.getPitch() + to.turn[1]);
  };

  return (
    <>
      {/* pannellum draws into this element and reads the arrow and +/- keys while it has focus. */}
      <div
        ref={stageRef}
        className={css.stage}
        role="application"
        aria-roledescription="360°"
        aria-label={label}
        aria-describedby={hintId}
        aria-busy={!loaded || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: role="application" takes the keyboard for pannellum.
        tabIndex={0}
      />
      <PanoramaHint id={hintId} state={loaded ? 'hint' : 'loading'} />
      <PanoramaControls onMove={move} />
    </>
  );
}
