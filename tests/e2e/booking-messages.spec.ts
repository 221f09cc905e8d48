import { expectNoAxeViolations } from '../src/axe.ts';
import { chooseLanguage } from '../src/configurator-helpers.ts';
import { press, tabTo } from '../src/configurator-keyboard.ts';
import {
  type CreatedBooking,
  lindenhofRequest,
  openBooking,
  staffToken,
} from '../src/existing-booking-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

const mailsUrl = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/mails`;

/** The mails the SMTP catcher received for `email`. */
async function mailsTo(
  request: APIRequestContext,
  email: string,
): Promise<{ subject: string; text: string }[]> {
  const answer = await request.get(`${mailsUrl}?to=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: { subject: string; text: string }[] }).items;
}

/** docs/api.md#messages: the categories by id. */
const ARRIVAL = 3;
const SERVICES = 4;

type Thread = { items: { author: string; authorName: string | null; category: number; text: string }[] };

/** The lindenhof staff member answers the booking's conversation through the staff API. */
async function staffAnswers(request: APIRequestContext, b: CreatedBooking, text: string, category: number) {
  const res = await request.post(`/api/staff/messages/${b.id}`, {
    headers: { 'X-Auth-Token': await staffToken(request, b.propertyKey) },
    data: { text, category },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The conversation as the property's staff read it. */
async function staffThread(request: APIRequestContext, b: CreatedBooking): Promise<Thread> {
  const res = await request.get(`/api/staff/messages/${b.id}`, {
    headers: { 'X-Auth-Token': await staffToken(request, b.propertyKey) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Thread;
}

/**
 * The messages section, for axe: the page around it still holds react-aria's live announcement of the
 * booking-code prompt's pending button, which points at that (unmounted) button for a few seconds.
 */
const MESSAGES = '[data-testid="booking-messages"]';

const messagesOf = (page: Page, name: string) => page.getByRole('region', { name });

test('the booker writes to the property about the arrival and reads the staff’s answer after a refresh', async ({
  page,
  request,
}) => {
  const b = await lindenhofRequest(request);
  await openBooking(page, 'lindenhof', b);
  await chooseLanguage(page, 'Sprache: Deutsch', 'English');
  const messages = messagesOf(page, 'Messages to the property');
  await expect(messages.getByText('No messages yet.', { exact: false })).toBeVisible();

  await messages.getByRole('button', { name: /Topic/ }).click();
  await page.getByRole('option', { name: 'Arrival' }).click();
  const box = messages.getByRole('textbox', { name: 'Your message' });
  await box.fill('We will arrive around 10 pm.\nIs the reception still open then?');
  await expect(messages.getByText('62 of 4,000 characters')).toBeVisible();
  await messages.getByRole('button', { name: 'Send message' }).click();

  const list = messages.getByRole('list', { name: 'Messages to the property' });
  const mine = list.getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('Topic: Arrival');
  await expect(mine).toContainText('We will arrive around 10 pm.\nIs the reception still open then?', {
    useInnerText: true,
  });
  await expect(box).toHaveValue('');
  await expect(messages.getByRole('status')).toHaveText('Message sent');
  expect((await staffThread(request, b)).items).toMatchObject([
    {
      author: 'booker',
      category: ARRIVAL,
      text: 'We will arrive around 10 pm.\nIs the reception still open then?',
    },
  ]);

  // An empty text is the form's error, not a server round trip.
  await messages.getByRole('button', { name: 'Send message' }).click();
  await expect(messages.getByText('Please fill in this field.')).toBeVisible();
  await expect(box).toBeFocused();
  expect((await staffThread(request, b)).items).toHaveLength(1);

  await staffAnswers(request, b, 'Yes, the reception is open until midnight.\n<b>Welcome!</b>', ARRIVAL);
  // The booker is told by mail, in the booking's language (lindenhof's German), with the link to the booking.
  await expect
    .poll(async () =>
      (await mailsTo(request, 'ada@example.org')).filter((mail) =>
        mail.subject.endsWith(`: eine Nachricht zu Buchung ${b.code}`),
      ),
    )
    .toEqual([
      expect.objectContaining({
        text: expect.stringMatching(
          /das Hotel hat Ihnen zu Ihrer Buchung geschrieben[\s\S]*http:\/\/127\.0\.0\.1:\d+\//,
        ),
      }),
    ]);
  await messages.getByRole('button', { name: 'Refresh messages' }).click();
  const answer = list.getByRole('listitem').nth(1);
  await expect(answer).toContainText('Lindenhof Staff, Lindenhof Lakeside Hotel');
  await expect(answer).toContainText('Topic: Arrival');
  // Plain text: the staff's markup is shown as typed, never rendered.
  await expect(answer).toContainText('Yes, the reception is open until midnight.\n<b>Welcome!</b>', {
    useInnerText: true,
  });
  await expect(answer.locator('b')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the reopened booking’s messages', MESSAGES);
});

test('by keyboard only: the booker picks a topic, writes two lines, sends, and refreshes for the answer', async ({
  page,
  request,
}) => {
  const b = await lindenhofRequest(request);
  await openBooking(page, 'lindenhof', b);
  const messages = messagesOf(page, 'Nachrichten an das Haus');
  await expect(messages.getByText('Noch keine Nachrichten.', { exact: false })).toBeVisible();

  const topic = messages.getByRole('button', { name: /Thema/ });
  await tabTo(page, topic);
  await expect(topic).toContainText('Allgemein');
  await press(page, 'Enter');
  const services = page.getByRole('option', { name: 'Leistungen' });
  await expect(page.getByRole('option', { name: 'Allgemein' })).toBeFocused();
  for (let i = 0; i < 3; i++) await press(page, 'ArrowDown');
  await expect(services).toBeFocused();
  await press(page, 'Enter');
  await expect(topic).toContainText('Leistungen');

  const box = messages.getByRole('textbox', { name: 'Ihre Nachricht' });
  await tabTo(page, box);
  await page.keyboard.type('Könnten Sie einen Beamer bereitstellen?');
  await press(page, 'Enter');
  await page.keyboard.type('Danke!');
  await expect(messages.getByText('46 von 4.000 Zeichen')).toBeVisible();
  const send = messages.getByRole('button', { name: 'Nachricht senden' });
  await tabTo(page, send);
  await press(page, 'Enter');

  const list = messages.getByRole('list', { name: 'Nachrichten an das Haus' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Sie');
  await expect(list.getByRole('listitem')).toContainText('Thema: Leistungen');
  await expect(list.getByRole('listitem')).toContainText('Könnten Sie einen Beamer bereitstellen?\nDanke!', {
    useInnerText: true,
  });
  await expect(messages.getByRole('status')).toHaveText('Nachricht gesendet');
  await expect(box).toHaveValue('');
  await expect(send).toBeFocused();
  expect((await staffThread(request, b)).items).toMatchObject([{ author: 'booker', category: SERVICES }]);

  await staffAnswers(request, b, 'Sehr gern, der Beamer steht bereit.', SERVICES);
  const refresh = messages.getByRole('button', { name: 'Nachrichten aktualisieren' });
  await tabTo(page, refresh);
  await press(page, 'Enter');
  const answer = list.getByRole('listitem').nth(1);
  await expect(answer).toContainText('Lindenhof Staff, Seehotel Lindenhof');
  await expect(answer).toContainText('Thema: Leistungen');
  await expect(answer).toContainText('Sehr gern, der Beamer steht bereit.');
  await expectNoAxeViolations(page, 'the reopened booking’s messages, in German', MESSAGES);
});
