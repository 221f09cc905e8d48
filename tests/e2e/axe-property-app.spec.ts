import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { lindenhofRequest } from '../src/existing-booking-helpers.ts';
import { STAFF_PASSWORD } from '../src/property-app-helpers.ts';
import { E2E_OIDC } from '../src/servers/oidc.ts';
import { expect, type Locator, type Page, test } from '../src/test.ts';

/*
 * Issue 16's conformance report for the property app (the staff app under /app/): every page and every open
 * dialog (modal, alert dialog, popover, menu, menu drawer, date picker) scanned by axe against the WCAG 2.2 AA
 * rules, English on a wide screen (1400×900) and German on a small phone (320×640). One walk per size, as a
 * staff member moves: the signed-out pages, then signed in by the login form, through the menu to each page.
 * Dialogs are opened and left by their cancel button or Escape: the demo data stays as it was.
 */

const OWNER = 'owner@lindenhof.example';

const walks = [
  { size: '1400x900', viewport: { width: 1400, height: 900 }, lang: 'en' },
  { size: '320x640', viewport: { width: 320, height: 640 }, lang: 'de' },
] as const;

for (const { size, viewport, lang } of walks) {
  test(`every page and open dialog of the property app passes axe at ${size} in ${lang === 'en' ? 'English' : 'German'}`, {
    tag: [
      '@wcag-1.1.1',
      '@wcag-1.3.1',
      '@wcag-1.3.5',
      '@wcag-1.4.1',
      '@wcag-1.4.3',
      '@wcag-1.4.4',
      '@wcag-1.4.10',
      '@wcag-1.4.12',
      '@wcag-2.4.1',
      '@wcag-2.4.2',
      '@wcag-2.4.4',
      '@wcag-2.5.8',
      '@wcag-3.1.1',
      '@wcag-3.1.2',
      '@wcag-3.3.2',
      '@wcag-4.1.2',
    ],
  }, async ({ page, request }) => {
    test.setTimeout(120_000);
    const tr = (en: string, de: string) => (lang === 'en' ? en : de);
    const wide = viewport.width >= 1350;
    const booking = await lindenhofRequest(request);
    await page.setViewportSize(viewport);

    /** Scans the page as it stands, named by what is open and where. */
    const scan = (what: string, include?: string) =>
      expectNoAxeViolations(page, `${what} (${lang}, ${size})`, include);
    const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
    /** Waits for the page's heading, then scans it. */
    const scanPage = async (what: string, name: string | RegExp) => {
      await expect(heading(name)).toBeVisible();
      await scan(what);
    };
    /**
     * Opens a popover by its trigger, scans it (only it, `include`: the page behind was scanned as it was),
     * closes it by Escape.
     */
    const scanPopover = async (what: string, trigger: Locator, popover: Locator, include?: string) => {
      await trigger.click();
      await expect(popover).toBeVisible();
      await scan(what, include);
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
    };
    /** A date picker's calendar, opened by the button beside its field. */
    const scanDatePicker = (what: string, label: string | RegExp) =>
      scanPopover(
        what,
        page.getByRole('group', { name: label }).getByRole('button'),
        page.getByRole('dialog').filter({ has: page.getByRole('grid') }),
        '[role=dialog]',
      );
    /** A select's list of choices. */
    const scanSelect = (what: string, label: string | RegExp, within: Page | Locator = page) =>
      scanPopover(
        what,
        within.getByRole('button', { name: label }).first(),
        page.getByRole('listbox'),
        '[role=listbox]',
      );
    /**
     * Opens a catalog list's first row (its form, with a Delete button). On a busy machine a click while the
     * list was still settling was seen lost once: then the row is clicked again.
     */
    const openFirstRow = () =>
      expect(async () => {
        await page.getByRole('rowheader').first().click();
        await expect(page.getByRole('button', { name: tr('Delete', 'Löschen'), exact: true })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass();
    /** A page of the menu, by its link (behind the menu button on a narrow screen). */
    const viaMenu = async (link: string) => {
      if (!wide) await page.getByRole('button', { name: tr('Open menu', 'Menü öffnen') }).click();
      await page
        .getByRole('navigation', { name: tr('Main menu', 'Hauptmenü') })
        .getByRole('link', { name: link, exact: true })
        .click();
    };

    // Signed out: the login page in the walk's language, its error, and the other account pages.
    await page.goto('/app/login');
    await expect(heading('Sign in')).toBeVisible();
    if (lang === 'de') {
      await scanPopover(
        'language dialog',
        page.getByRole('button', { name: 'Language: English' }),
        page.getByRole('dialog'),
      );
      await chooseLanguage(page, 'Language: English', 'Deutsch');
    }
    await scanPage('login', tr('Sign in', 'Anmelden'));
    await page.getByRole('textbox', { name: tr('E-mail address', 'E-Mail-Adresse') }).fill(OWNER);
    await page.getByRole('textbox', { name: tr('Password', 'Passwort') }).fill('Wrong-Pass-2026!');
    await page.getByRole('button', { name: tr('Sign in', 'Anmelden') }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await scan('login with an error');

    await page.getByRole('link', { name: tr('Create an account', 'Konto anlegen') }).click();
    await scanPage('signup', tr('Create an account', 'Konto anlegen'));
    await page.goBack();
    await page.getByRole('link', { name: tr('Forgot your password?', 'Passwort vergessen?') }).click();
    await scanPage('forgot password', tr('Forgot your password?', 'Passwort vergessen?'));
    await page.goto('/app/reset-password?token=not-a-real-token');
    await scanPage('reset password', tr('Set a new password', 'Neues Passwort festlegen'));
    await page.goto('/app/login/external/failed');
    await scanPage('external login failed', tr('Sign-in did not work', 'Anmeldung nicht möglich'));
    await page.goto('/app/dev/outbox');
    await scanPage('dev outbox', tr('Dev outbox', 'Dev-Postausgang'));

    // An external login whose e-mail has an account already asks for that account's password.
    await page.goto('/app/login');
    await page.getByRole('link', { name: `${tr('Sign in with', 'Anmelden mit')} ${E2E_OIDC.label}` }).click();
    await page.getByPlaceholder('Enter any login').fill('cityloftOwner');
    await page.getByPlaceholder('and password').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await scanPage('external login: connect', tr('Connect your account', 'Konto verbinden'));

    // Signed in by the login form: the dashboard and the frame's menus and dialogs.
    await page.goto('/app/login');
    await page.getByRole('textbox', { name: tr('E-mail address', 'E-Mail-Adresse') }).fill(OWNER);
    await page.getByRole('textbox', { name: tr('Password', 'Passwort') }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: tr('Sign in', 'Anmelden') }).click();
    await scanPage('dashboard', tr('Dashboard', 'Übersicht'));
    if (!wide) {
      await scanPopover(
        'menu drawer',
        page.getByRole('button', { name: 'Menü öffnen' }),
        page.getByRole('dialog', { name: 'Hauptmenü' }),
      );
    }
    await scanPopover(
      'user menu',
      page.getByRole('button', { name: tr('User menu', 'Benutzermenü') }),
      page.getByRole('menu'),
      '[role=menu]',
    );
    await page.getByRole('button', { name: tr('User menu', 'Benutzermenü') }).click();
    await page.getByRole('menuitem', { name: tr('Log out', 'Abmelden') }).click();
    await expect(page.getByRole('alertdialog', { name: tr('Log out?', 'Abmelden?') })).toBeVisible();
    await scan('logout dialog');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: tr('Cancel', 'Abbrechen') })
      .click();
    await scanPopover(
      'language dialog signed in',
      page.getByRole('button', { name: tr('Language: English', 'Sprache: Deutsch') }),
      page.getByRole('dialog'),
    );

    // The bookings inbox and its filters' pickers.
    await viaMenu(tr('Bookings', 'Buchungen'));
    await scanPage('bookings inbox', tr('Bookings', 'Buchungen'));
    await page.getByRole('button', { name: new RegExp(`^${tr('More filters', 'Weitere Filter')}`) }).click();
    await scanPage('bookings inbox, more filters', tr('Bookings', 'Buchungen'));
    await scanDatePicker('inbox arrival picker', tr('Arrival between', 'Anreise zwischen'));
    await scanSelect('inbox category list', new RegExp(tr('Booking category', 'Buchungsart')));

    // A guest's request: its page, the offer dialog with its date picker, the cancel and delete questions, the
    // offer editor and the message topics.
    await page.goto(`/app/bookings/${booking.id}`);
    await scanPage('booking', new RegExp(tr('^Booking ', '^Buchung ')));
    await page.getByRole('button', { name: tr('Send offer', 'Angebot senden') }).click();
    const offer = page.getByRole('dialog', { name: tr('Send the offer', 'Angebot senden') });
    await expect(offer).toBeVisible();
    await scan('send offer dialog');
    await offer.getByRole('group').getByRole('button').click();
    await expect(page.getByRole('dialog').filter({ has: page.getByRole('grid') })).toBeVisible();
    await scan('send offer dialog, option date picker');
    await page.keyboard.press('Escape');
    await offer.getByRole('button', { name: tr('Cancel', 'Abbrechen') }).click();
    await expect(offer).toBeHidden();
    for (const [action, title] of [
      [tr('Cancel booking', 'Buchung stornieren'), tr('Cancel this booking?', 'Diese Buchung stornieren?')],
      [tr('Delete booking', 'Buchung löschen'), tr('Delete this booking?', 'Diese Buchung löschen?')],
    ] as const) {
      await page.getByRole('button', { name: action }).click();
      const ask = page.getByRole('alertdialog', { name: title });
      await expect(ask).toBeVisible();
      await scan(`${action} question`);
      await ask.getByRole('button', { name: tr('Keep booking', 'Buchung behalten') }).click();
      await expect(ask).toBeHidden();
    }
    await page
      .getByRole('button', { name: tr('Edit lines and prices', 'Positionen und Preise bearbeiten') })
      .click();
    await expect(
      page.getByRole('button', { name: tr('Discard changes', 'Änderungen verwerfen') }),
    ).toBeVisible();
    await scan('offer editor');
    await page.getByRole('button', { name: tr('Discard changes', 'Änderungen verwerfen') }).click();
    await scanSelect('message category list', new RegExp(tr('Category', 'Kategorie')));

    // A new booking by staff.
    await page.goto('/app/bookings/new');
    await scanPage('new booking', tr('New booking', 'Neue Buchung'));
    await scanSelect('new booking unit group list', new RegExp(tr('Room or space', 'Zimmer oder Raum')));
    await scanDatePicker(
      'new booking days picker',
      lang === 'en' ? /^(Arrival and departure|Days)$/ : /^(Anreise und Abreise|Tage)$/,
    );

    // Occupancy, and the block dialog for a chosen day.
    await viaMenu(tr('Occupancy', 'Belegung'));
    await scanPage('occupancy', tr('Occupancy', 'Belegung'));
    await page
      .getByRole('gridcell', { name: /: (free|frei)$/ })
      .last()
      .click();
    await page.getByRole('button', { name: tr('Block these days', 'Diese Tage sperren') }).click();
    const block = page.getByRole('dialog', { name: lang === 'en' ? /^Block / : / sperren, / });
    await expect(block).toBeVisible();
    await scan('block days dialog');
    await block.getByRole('button', { name: tr('Cancel', 'Abbrechen') }).click();
    await expect(block).toBeHidden();

    // Units out of sale, messages, calendar sync.
    await viaMenu(tr('Out of sale', 'Gesperrt'));
    await scanPage('blocks', tr('Units out of sale', 'Gesperrte Einheiten'));
    await scanDatePicker('blocks days picker', tr('Days out of sale', 'Gesperrte Tage'));
    await scanSelect('blocks reason list', new RegExp(tr('Reason', 'Grund')));
    await viaMenu(tr('Messages', 'Nachrichten'));
    await scanPage('messages', tr('Messages', 'Nachrichten'));
    await viaMenu(tr('Calendar sync', 'Kalender-Abgleich'));
    await scanPage('calendar feeds', tr('Calendar sync', 'Kalender-Abgleich'));
    await scanSelect(
      'calendar feeds target list',
      new RegExp(tr('Unit group or unit', 'Einheitengruppe oder Einheit')),
    );

    // The catalog editor: a section, an item's form and its delete question, tags, relation rules, rates.
    await viaMenu(tr('Offer', 'Angebot'));
    await scanPage(
      'offer: rooms and meeting rooms',
      tr('Rooms and meeting rooms', 'Zimmer und Tagungsräume'),
    );
    await openFirstRow();
    await scan('offer: unit group form');
    await page.getByRole('button', { name: tr('Delete', 'Löschen'), exact: true }).click();
    const del = page.getByRole('alertdialog');
    await expect(del).toBeVisible();
    await scan('offer: delete question');
    await del.getByRole('button', { name: tr('Cancel', 'Abbrechen') }).click();
    await expect(del).toBeHidden();
    const section = (name: string) =>
      page
        .getByRole('navigation', { name: tr('Parts of the offer', 'Teile des Angebots') })
        .getByRole('link', { name, exact: true })
        .click();
    await section(tr('Tags', 'Merkmale'));
    await scanPage('offer: tags', tr('Tags', 'Merkmale'));
    await section(tr('Relation rules', 'Verknüpfungsregeln'));
    await scanPage('offer: relation rules', tr('Relation rules', 'Verknüpfungsregeln'));
    await section(tr('Rate plans', 'Ratenpläne'));
    await scanPage('offer: rate plans', tr('Rate plans', 'Ratenpläne'));
    await openFirstRow();
    await scan('offer: rate plan form');

    // Images and the delete question, appearance, settings.
    await viaMenu(tr('Images', 'Bilder'));
    await scanPage('images', tr('Images', 'Bilder'));
    await scanSelect('images purpose list', new RegExp(tr('Use new images as', 'Neue Bilder verwenden als')));
    await page
      .getByRole('button', { name: tr('Delete image', 'Bild löschen') })
      .first()
      .click();
    const image = page.getByRole('alertdialog', { name: tr('Delete this image?', 'Dieses Bild löschen?') });
    await expect(image).toBeVisible();
    await scan('image delete question');
    await image.getByRole('button', { name: tr('Cancel', 'Abbrechen') }).click();
    await expect(image).toBeHidden();
    await viaMenu(tr('Appearance', 'Erscheinungsbild'));
    await scanPage('appearance', tr('Appearance', 'Erscheinungsbild'));
    await viaMenu(tr('Settings', 'Einstellungen'));
    await scanPage('settings', tr('Settings', 'Einstellungen'));
    await viaMenu(tr('Payments', 'Zahlungen'));
    await scanPage('payments', tr('Payments', 'Zahlungen'));
    // The webhooks, from the settings' link (owners only).
    await viaMenu(tr('Settings', 'Einstellungen'));
    await expect(
      page.getByRole('heading', { level: 1, name: tr('Settings', 'Einstellungen') }),
    ).toBeFocused();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await scanPage('webhooks', 'Webhooks');

    // The team: add, role and remove dialogs.
    await viaMenu('Team');
    await scanPage('team', 'Team');
    await page.getByRole('button', { name: tr('Add user', 'Benutzer hinzufügen') }).click();
    const add = page.getByRole('dialog', { name: tr('Add a user', 'Benutzer hinzufügen') });
    await expect(add).toBeVisible();
    await scan('add user dialog');
    await scanSelect('add user role list', new RegExp(tr('Role', 'Rolle')), add);
    await add.getByRole('button', { name: tr('Cancel', 'Abbrechen') }).click();
    await expect(add).toBeHidden();
    await page
      .getByRole('button', { name: tr('Change role of Lindenhof Staff', 'Rolle ändern: Lindenhof Staff') })
      .click();
    const role = page.getByRole('dialog', {
      name: tr('Role of Lindenhof Staff', 'Rolle von Lindenhof Staff'),
    });
    await expect(role).toBeVisible();
    await scan('role dialog');
    await role.getByRole('button', { name: tr('Cancel', 'Abbrechen') }).click();
    await expect(role).toBeHidden();
    await page
      .getByRole('button', { name: tr('Remove Lindenhof Staff', 'Entfernen: Lindenhof Staff') })
      .click();
    const remove = page.getByRole('alertdialog', {
      name: tr('Remove Lindenhof Staff?', 'Lindenhof Staff entfernen?'),
    });
    await expect(remove).toBeVisible();
    await scan('remove user question');
    await remove.getByRole('button', { name: tr('Cancel', 'Abbrechen') }).click();
    await expect(remove).toBeHidden();

    // The account's password, a new property, a page that does not exist.
    await page.getByRole('button', { name: tr('User menu', 'Benutzermenü') }).click();
    await page.getByRole('menuitem', { name: tr('Change password', 'Passwort ändern') }).click();
    await scanPage('change password', tr('Change password', 'Passwort ändern'));
    await page.goto('/app/properties/new');
    await scanPage('new property', tr('A new property', 'Ein neues Haus'));
    await scanSelect('new property currency list', new RegExp(tr('Currency', 'Währung')));
    await page.goto('/app/no-such-page');
    await scanPage('not found', tr('Page not found', 'Seite nicht gefunden'));
  });
}
