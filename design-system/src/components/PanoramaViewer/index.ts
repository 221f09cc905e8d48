export { hasWebGL, PanoramaViewer, type PanoramaViewerProps } from './PanoramaViewer.tsx';
