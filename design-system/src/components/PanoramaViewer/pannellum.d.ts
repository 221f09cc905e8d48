/** The parts of pannellum 2.5 (window.pannellum, set by 'pannellum/build/pannellum.js') this wrapper uses. */
export interface PannellumViewer {
  getYaw(): number;
  setYaw(yaw: number, animated?: boolean | number): PannellumViewer;
  getPitch(): number;
  setPitch(pitch: number, animated?: boolean | number): PannellumViewer;
  getHfov(): number;
  setHfov(hfov: number, animated?: boolean | number): PannellumViewer;
  on(event: 'load' | 'error', listener: (message?: string) => void): PannellumViewer;
  destroy(): void;
}

export interface PannellumConfig {
  type: 'equirectangular';
  panorama: string;
  autoLoad?: boolean;
  showControls?: boolean;
  keyboardZoom?: boolean;
  mouseZoom?: boolean | 'fullscreenonly';
  compass?: boolean;
  hfov?: number;
  minHfov?: number;
  maxHfov?: number;
  strings?: Record<string, string>;
}

export interface PannellumStatic {
  viewer(container: HTMLElement | string, config: PannellumConfig): PannellumViewer;
}

declare global {
  interface Window {
    pannellum?: PannellumStatic;
  }
}
