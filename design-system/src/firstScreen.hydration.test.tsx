import { parseDate, Time } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from './components/HeroCarousel/jsdomStubs.ts';
import {
  Button,
  IconButton,
  LanguagePicker,
  LinkButton,
  NumberField,
  PanoramaViewer,
  RangeCalendar,
  RequiredNote,
  Select,
  SelectItem,
  SkipLink,
  Spinner,
  Switch,
  TagAutocomplete,
  TagAutocompleteSkeleton,
  TimeRangePicker,
} from './index.ts';
import { hydrate, renderOnServer, unmountHydrated } from './testing/hydration.tsx';

/**
 * The configurator's first screen (its header, menu, hero and event bar) rendered on the server and hydrated: the
 * design system's parts it shows render without a browser and give the same markup in the browser, at a desktop's
 * and a phone's width.
 */
const firstScreen = (
  <I18nProvider locale="de-DE">
    <SkipLink target="main">Zum Inhalt</SkipLink>
    <IconButton icon="menu" aria-label="Menü öffnen" />
    <LanguagePicker
      languages={[
        { id: 'de', name: 'Deutsch', lang: 'de' },
        { id: 'en', name: 'English', lang: 'en' },
      ]}
      value="de"
      onChange={() => {}}
    />
    <LinkButton variant="quiet" href="/lindenhof" aria-current="page">
      Startseite
    </LinkButton>
    <RangeCalendar
      aria-label="Datum"
      value={{ start: parseDate('2026-12-13'), end: parseDate('2026-12-14') }}
      focusedValue={parseDate('2026-12-13')}
      days={{ '2026-12-13': { price: 1500 } }}
      currency="EUR"
      priceNote="Preise pro Tag"
      description="Anreise täglich"
    />
    <Select label="Uhrzeit" placeholder="Uhrzeit wählen" selectedKey={null}>
      <SelectItem id="1">Ganztags</SelectItem>
    </Select>
    <TimeRangePicker
      label="Uhrzeit"
      startTimes={[new Time(9), new Time(10)]}
      endTimes={[new Time(17), new Time(18)]}
      value={{ start: new Time(9), end: new Time(17) }}
    />
    <NumberField label="Personen" value={20} minValue={0} onChange={() => {}} />
    <TagAutocompleteSkeleton label="Merkmale" />
    <TagAutocomplete label="Merkmale" tags={[{ id: '1', name: 'Seeblick' }]} value={['1']} />
    <Switch isSelected onChange={() => {}}>
      Nebeneinander
    </Switch>
    <RequiredNote />
    <Button variant="primary" isDisabled>
      Starten
    </Button>
    <Spinner aria-label="Wird geladen" />
    <PanoramaViewer panorama="/panorama.jpg" label="Panorama" />
  </I18nProvider>
);

afterEach(() => {
  unmountHydrated();
  vi.unstubAllGlobals();
});

describe("the configurator's first screen, rendered on the server and hydrated", () => {
  it.each([1400, 390])('hydrates without a mismatch in a window of %i px', async (width) => {
    const html = await renderOnServer(firstScreen);
    expect(html).toContain('Personen');
    stubBrowserApis({ width });
    const hydrated = await hydrate(html, firstScreen);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
  });
});
