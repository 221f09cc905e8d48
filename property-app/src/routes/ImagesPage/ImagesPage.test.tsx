import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

/** Lindenhof as the API answers it: a German property. */
const property = {
  id: 1,
  version: 1,
  key: 'lindenhof',
  code: 'LH',
  currency: 'EUR',
  name: 'Seehotel Lindenhof',
  defaultLanguage: 'de',
  timezone: 'Europe/Berlin',
  address: {},
  i18n: {},
  themeTokens: null,
};
/** A hero slide described in German (stored) and in English (its translation). */
const slide = {
  id: 5,
  version: 2,
  propertyId: 1,
  kind: 'hero',
  unitgroupId: null,
  servicetypeId: null,
  name: 'lake.jpg',
  description: 'Sonnenuntergang am See',
  sort: 0,
  i18n: { en: { description: 'Sunset over the lake' } },
  mime: 'image/jpeg',
  width: 1600,
  height: 900,
};

function openImages() {
  const updates: Record<string, unknown>[] = [];
  let stored = slide;
  let gone = false;
  const app = startApp('/app/images', (method, path, body) => {
    const route = path.split('?')[0];
    if (method === 'GET' && route === '/api/staff/property/1') return jsonResponse(200, property);
    if (method === 'GET' && route === '/api/staff/document/list') {
      const items = gone ? [] : [stored];
      return jsonResponse(200, { items, total: items.length, pageIndex: 0, pageSize: 500, hasMore: false });
    }
    if (method === 'DELETE' && route === '/api/staff/document/delete/5') {
      gone = true;
      return jsonResponse(204, null);
    }
    if (method === 'POST' && route === '/api/staff/document/update/5') {
      updates.push(body);
      const { id: _id, version: _version, ...changes } = body;
      stored = { ...stored, ...changes, version: stored.version + 1 };
      return jsonResponse(200, stored);
    }
    return null;
  });
  return { ...app, updates, deleted: () => gone };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Images' })).toBeInTheDocument();
  return user;
}

describe('the Images page: text alternatives in English and German', () => {
  it('shows the image described in the user’s language and both descriptions to edit', async () => {
    openImages();
    await signIn();
    expect(await screen.findByRole('img', { name: 'Sunset over the lake' })).toBeInTheDocument();
    const english = screen.getByRole('textbox', { name: 'Description (English)' });
    const german = screen.getByRole('textbox', { name: 'Description (German)' });
    expect(english).toHaveValue('Sunset over the lake');
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(german).toHaveValue('Sonnenuntergang am See');
    expect(german.closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('group', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save description' })).toBeDisabled();
  });

  it('saves the German text alone, with the version read; the English one stays', async () => {
    const { updates } = openImages();
    const user = await signIn();
    const german = await screen.findByRole('textbox', { name: 'Description (German)' });
    await user.clear(german);
    await user.type(german, 'Abendsonne über dem See');
    await user.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText('The description is saved.')).toBeInTheDocument();
    expect(updates).toEqual([{ id: 5, version: 2, description: 'Abendsonne über dem See' }]);
    expect(screen.getByRole('textbox', { name: 'Description (English)' })).toHaveValue(
      'Sunset over the lake',
    );
  });

  it('saves an English text as the translation, and says a text too long is too long without sending it', async () => {
    const { updates } = openImages();
    const user = await signIn();
    const english = await screen.findByRole('textbox', { name: 'Description (English)' });
    await user.clear(english);
    await user.click(english);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText('This is too long.')).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(updates).toEqual([]);

    await user.clear(english);
    await user.type(english, 'The lake at dusk');
    await user.click(screen.getByRole('button', { name: 'Save description' }));
    await waitFor(() =>
      expect(updates).toEqual([{ id: 5, version: 2, i18n: { en: { description: 'The lake at dusk' } } }]),
    );
    expect(await screen.findByRole('img', { name: 'The lake at dusk' })).toBeInTheDocument();
  });

  it('deletes an image only after the confirmation; Cancel keeps it, then focus goes to the section’s heading @wcag-3.3.4 @wcag-2.4.3', async () => {
    const { deleted } = openImages();
    const user = await signIn();
    const button = await screen.findByRole('button', { name: 'Delete image' });
    button.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this image?' });
    expect(dialog).toHaveTextContent('"Sunset over the lake" will no longer be shown to guests.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(deleted()).toBe(false);
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    expect(await screen.findByText('No images yet.')).toBeInTheDocument();
    expect(deleted()).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Images on the booking page' })).toHaveFocus(),
    );
  });
});
