// This module is only ever loaded through React.lazy, so pannellum (~86 KB gzip) is its own chunk.
import 'pannellum/build/pannellum.css';
import 'pannellum/build/pannellum.js';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useStrings } from '../../i18n/useStrings.ts';
import * as css from './PanoramaViewer.css.ts';
import type { PannellumViewer } from './pannellum.d.ts';
import { panoramaStrings } from './strings.ts';

export interface PannellumViewProps {
  panorama: string;
  label: string;
  onError: () => void;
}

/** pannellum in an effect: created on mount, destroyed on unmount; plus buttons for look and zoom. */
export default function PannellumView({ panorama, label, onError }: PannellumViewProps) {
  const t = useStrings(panoramaStrings);
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

  const turn = (yaw: number, pitch: number) => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    viewer.setYaw(viewer.getYaw() + yaw);
    viewer.setPitch(viewer.getPitch() + pitch);
  };
  const zoom = (by: number) => {
    const viewer = viewerRef.current;
    if (viewer) viewer.setHfov(viewer.getHfov() + by);
  };
  const control = ({ isHovered, isFocusVisible }: { isHovered: boolean; isFocusVisible: boolean }) =>
    css.control({ hovered: isHovered, focusVisible: isFocusVisible });

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
      <p id={hintId} className={css.hint}>
        {loaded ? t.hint : t.loading}
      </p>
      <div className={css.controls}>
        <Button aria-label={t.left} className={control} onPress={() => turn(-30, 0)}>
          <span aria-hidden="true">←</span>
        </Button>
        <Button aria-label={t.right} className={control} onPress={() => turn(30, 0)}>
          <span aria-hidden="true">→</span>
        </Button>
        <Button aria-label={t.up} className={control} onPress={() => turn(0, 15)}>
          <span aria-hidden="true">↑</span>
        </Button>
        <Button aria-label={t.down} className={control} onPress={() => turn(0, -15)}>
          <span aria-hidden="true">↓</span>
        </Button>
        <Button aria-label={t.zoomIn} className={control} onPress={() => zoom(-15)}>
          <span aria-hidden="true">+</span>
        </Button>
        <Button aria-label={t.zoomOut} className={control} onPress={() => zoom(15)}>
          <span aria-hidden="true">−</span>
        </Button>
      </div>
    </>
  );
}
