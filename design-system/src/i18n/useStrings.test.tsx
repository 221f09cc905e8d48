import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { type LocalizedStrings, useStrings } from './useStrings.ts';

const strings: LocalizedStrings<'close'> = { en: { close: 'Close' }, de: { close: 'Schließen' } };
function CloseLabel() {
  return <span>{useStrings(strings).close}</span>;
}

describe('component strings', () => {
  it('are German under a German locale and English otherwise', () => {
    render(
      <>
        <I18nProvider locale="de-DE">
          <CloseLabel />
        </I18nProvider>
        <I18nProvider locale="en-GB">
          <CloseLabel />
        </I18nProvider>
      </>,
    );
    expect(screen.getByText('Schließen')).toBeInTheDocument();
    expect(screen.getByText('Close')).toBeInTheDocument();
  });
});
