// What the configurator's first screen imports statically from design-system + themes (see size.ts). The
// event bar's calendar, time slice select, tags and time range picker, the hero carousel, the toast region
// and the language picker's modal are lazily imported by the app (after the first render or on use):
// they are listed here as dynamic imports, so size.ts reports them apart from the first screen.
export {
  AppShell,
  Button,
  createToastQueue,
  LanguagePicker,
  NumberField,
  PanoramaViewer,
  Spinner,
  Switch,
  showToast,
} from '../src/index.ts';
export { defaultTheme } from '@venue/themes';
export const deferred = {
  heroCarousel: () => import('../src/components/HeroCarousel/index.ts'),
  rangeCalendar: () => import('../src/components/RangeCalendar/index.ts'),
  select: () => import('../src/components/Select/index.ts'),
  tagAutocomplete: () => import('../src/components/TagAutocomplete/index.ts'),
  timeRangePicker: () => import('../src/components/TimeRangePicker/index.ts'),
  toastRegion: () => import('../src/components/Toast/Toast.tsx'),
};
