// What the configurator's first screen takes from the design system and the theme (see size.ts).
export {
  Button,
  DateRangePicker,
  HeroCarousel,
  NumberField,
  PanoramaViewer,
  showToast,
  TagAutocomplete,
  TimeRangePicker,
  ToastRegion,
} from '../src/index.ts';
export { defaultTheme } from '@venue/themes';
