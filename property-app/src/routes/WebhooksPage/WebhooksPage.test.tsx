import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookEndpoint } from '@venue/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ExtraRoute, errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

const base = '/api/staff/property/1/webhooks';
/** Lindenhof as the API answers it: its time zone is Berlin's. */
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
const pms: WebhookEndpoint = {
  id: 4,
  url: 'https://pms.example.com/hooks',
  events: ['booking.created', 'booking.canceled'],
  description: 'Front office PMS',
  enabled: true,
  disabledReason: null,
  secretLast4: 'Qx9Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 2,
};
const crm: WebhookEndpoint = {
  ...pms,
  id: 5,
  url: 'https://crm.example.com/in',
  events: ['message.received'],
  description: '',
  enabled: false,
  disabledReason: 'HTTP 500 for three days',
  secretLast4: 'k2Lm',
  version: 7,
};
const delivery = (id: number, change: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  eventId: `msg_${id}`,
  eventType: 'booking.created',
  status: 'succeeded',
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-30T09:00:01.000Z',
  lastStatusCode: 200,
  latencyMs: 84,
  responseExcerpt: 'ok',
  createdAt: '2026-11-30T09:00:00.000Z',
  ...change,
});

async function signIn(heading = 'Webhooks') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return user;
}

/** The fake server's webhooks of property 1, in the contract's shapes; `bodies` are the writes sent ("PUT 4"). */
function webhookRoutes(start: WebhookEndpoint[], answer?: (method: string, path: string) => Response | null) {
  let endpoints = start;
  const bodies: [string, Record<string, unknown>][] = [];
  const route: ExtraRoute = (method, path, body) => {
    const [p] = path.split('?');
    if (method === 'GET' && p === '/api/staff/property/1') return jsonResponse(200, property);
    if (!p?.startsWith(base)) return null;
    const rest = p.slice(base.length);
    if (method !== 'GET') bodies.push([`${method} ${rest || '/'}`, body]);
    const special = answer?.(method, rest);
    if (special) return special;
    if (method === 'GET' && rest === '') return jsonResponse(200, { endpoints });
    if (method === 'POST' && rest === '') {
      const made: WebhookEndpoint = {
        ...pms,
        id: 9,
        url: String(body.url),
        events: body.events as WebhookEndpoint['events'],
        description: String(body.description ?? ''),
        secretLast4: 'AbCd',
        version: 1,
      };
      endpoints = [...endpoints, made];
      return jsonResponse(201, { ...made, secret: 'whsec_c2VjcmV0LXNob3duLW9uY2UtQWJDZA' });
    }
    const id = Number(rest.slice(1));
    if (method === 'PUT') {
      const was = endpoints.find((e) => e.id === id);
      if (!was) return errorResponse(404, 'error.notfound');
      if (body.version !== was.version) return errorResponse(409, 'error.conflict');
      const { version: _version, ...changes } = body;
      const saved = { ...was, ...changes, version: was.version + 1 } as WebhookEndpoint;
      endpoints = endpoints.map((e) => (e.id === id ? saved : e));
      return jsonResponse(200, saved);
    }
    if (method === 'DELETE') {
      endpoints = endpoints.filter((e) => e.id !== id);
      return jsonResponse(204, null);
    }
    return null;
  };
  return { route, bodies, set: (next: WebhookEndpoint[]) => (endpoints = next) };
}

describe('the Webhooks page', () => {
  it('an owner adds an endpoint: the form names what is wrong, the server’s refusal is translated, the secret is shown once and gone after leaving', async () => {
    const server = webhookRoutes([pms], (method, rest) =>
      method === 'POST' && rest === '' && server.bodies.length === 1
        ? errorResponse(422, 'error.validation', [
            {
              path: ['url'],
              code: 'private',
              message:
                'not a public address: internal addresses are refused (WEBHOOK_ALLOW_PRIVATE, WEBHOOK_ALLOWED_HOSTS)',
            },
          ])
        : null,
    );
    startApp('/app/webhooks', server.route);
    const user = await signIn();
    const form = await screen.findByRole('form', { name: 'Add endpoint' });
    const url = within(form).getByRole('textbox', { name: /^URL/ });

    await user.type(url, 'http://pms.example.com/hooks');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(url).toHaveAccessibleDescription(expect.stringContaining('Use an https address'));
    await waitFor(() => expect(url).toHaveFocus());
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(within(form).getByRole('group', { name: /Events/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one event.'),
    );
    expect(server.bodies).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://10.0.0.8/hooks');
    await user.click(within(form).getByRole('checkbox', { name: 'Booking created' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Payment refunded' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('This address is inside a private network'),
      ),
    );

    await user.clear(url);
    await user.type(url, 'https://pms2.example.com/in');
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Night audit');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    const secretHeading = await screen.findByRole('heading', { name: "The new endpoint's signing secret" });
    await waitFor(() => expect(secretHeading).toHaveFocus());
    expect(screen.getByText(/you will not see it again/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      'whsec_c2VjcmV0LXNob3duLW9uY2UtQWJDZA',
    );
    expect(server.bodies[1]).toEqual([
      'POST /',
      {
        url: 'https://pms2.example.com/in',
        events: ['booking.created', 'payment.refunded'],
        description: 'Night audit',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await screen.findByText('Secret copied.')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe('whsec_c2VjcmV0LXNob3duLW9uY2UtQWJDZA');
    expect(await screen.findByText('Signing secret ends in AbCd')).toBeInTheDocument();

    // Away and back, through the menu's Settings and its link: the secret is not shown again, only its end.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Main menu' })).getByRole('link', {
        name: 'Settings',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(await screen.findByRole('link', { name: 'Webhooks' }));
    expect(await screen.findByText('Signing secret ends in AbCd')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).not.toBeInTheDocument();
    expect(screen.queryByText(/whsec_/)).not.toBeInTheDocument();
  });

  it('lists each endpoint with its events, state, the server’s reason for turning it off and the secret’s end; turning it on sends the version', async () => {
    const server = webhookRoutes([pms, crm]);
    startApp('/app/webhooks', server.route);
    const user = await signIn();
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Events: Booking created, Booking canceled');
    expect(rows[0]).toHaveTextContent('On: events are sent.');
    expect(rows[1]).toHaveTextContent(
      'Off, turned off by the server after continued failure: HTTP 500 for three days',
    );
    expect(rows[1]).toHaveTextContent('Signing secret ends in k2Lm');
    // An endpoint that is off gets nothing, not even a test.
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: /Send a test event/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Turn on https://crm.example.com/in' }));
    expect(await screen.findByText('https://crm.example.com/in is on.')).toHaveAttribute('role', 'status');
    expect(server.bodies).toEqual([['PUT /5', { version: 7, enabled: true }]]);
    expect(
      await screen.findByRole('button', { name: 'Turn off https://crm.example.com/in' }),
    ).toBeInTheDocument();
  });

  it('an edit someone else overtook (409) shows the current values and says so; the next save carries the new version', async () => {
    const server = webhookRoutes([pms]);
    startApp('/app/webhooks', server.route);
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Edit https://pms.example.com/hooks' }));
    const form = screen.getByRole('form', { name: 'Edit https://pms.example.com/hooks' });
    const url = within(form).getByRole('textbox', { name: /^URL/ });
    expect(url).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: 'Booking canceled' })).toBeChecked();
    server.set([{ ...pms, description: 'Changed by a colleague', version: 3 }]);
    await user.click(within(form).getByRole('checkbox', { name: 'Message received' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const again = await screen.findByRole('form', { name: 'Edit https://pms.example.com/hooks' });
    expect(
      await within(again).findByText(
        /Someone else changed this endpoint meanwhile: the form now shows its current values/,
      ),
    ).toHaveAttribute('role', 'alert');
    expect(within(again).getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Changed by a colleague',
    );
    expect(within(again).getByRole('checkbox', { name: 'Message received' })).not.toBeChecked();
    await user.click(within(again).getByRole('checkbox', { name: 'Message received' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Endpoint https://pms.example.com/hooks saved.')).toBeInTheDocument();
    expect(server.bodies.map(([what, body]) => [what, body.version])).toEqual([
      ['PUT /4', 2],
      ['PUT /4', 3],
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit https://pms.example.com/hooks' })).toHaveFocus(),
    );
  });

  it('deleting asks first, naming the endpoint; focus goes to the next row’s Delete, then to the list heading', async () => {
    const server = webhookRoutes([pms, crm]);
    startApp('/app/webhooks', server.route);
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Delete https://pms.example.com/hooks' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the endpoint https://pms.example.com/hooks?',
    });
    expect(dialog).toHaveTextContent('its delivery log is deleted with it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete https://crm.example.com/in' })).toHaveFocus(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Endpoint https://pms.example.com/hooks deleted.');
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete endpoint' }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Endpoints' })).toHaveFocus());
    expect(screen.getByText('No endpoints yet.')).toBeInTheDocument();
    expect(server.bodies.map(([what]) => what)).toEqual(['DELETE /4', 'DELETE /5']);
  });

  it('the delivery log: times in the property’s zone, the answer in a disclosure, Older pages, Send again, and what changed announced', async () => {
    let pendingDone = false;
    const first = [
      delivery(12, {
        eventType: 'webhook.test',
        status: 'pending',
        attempts: 1,
        lastStatusCode: 500,
        responseExcerpt: 'boom',
        nextAttemptAt: '2026-11-30T09:05:00.000Z',
      }),
      delivery(11, { status: 'failed', attempts: 9, lastStatusCode: 503, responseExcerpt: 'unavailable' }),
    ];
    const server = webhookRoutes([pms], (method, rest) => {
      if (method === 'GET' && rest === '/4/deliveries')
        return jsonResponse(200, {
          deliveries: pendingDone
            ? [{ ...first[0], status: 'succeeded', attempts: 2, lastStatusCode: 200 }, first[1]]
            : first,
          next: 11,
        });
      if (method === 'GET' && rest === '/4/deliveries?before=11') return null;
      if (method === 'POST' && rest === '/4/deliveries/11/resend') {
        pendingDone = true;
        return jsonResponse(202, first[1]);
      }
      if (method === 'POST' && rest === '/4/test') return jsonResponse(202, first[0]);
      return null;
    });
    const older: ExtraRoute = (method, path, body, fake) =>
      method === 'GET' && path === `${base}/4/deliveries?before=11`
        ? jsonResponse(200, { deliveries: [delivery(10, { eventType: 'booking.canceled' })], next: null })
        : server.route(method, path, body, fake);
    startApp('/app/webhooks', older);
    const user = await signIn();
    await user.click(
      await screen.findByRole('button', { name: 'Send a test event to https://pms.example.com/hooks' }),
    );
    expect(
      await screen.findByText(/A test event is on its way to https:\/\/pms.example.com\/hooks/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Delivery log of https://pms.example.com/hooks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deliveries, newest first' });
    await within(table).findByText('Test event');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'EventTimeStatusHTTP statusLatencyTriesAnswerActions',
      expect.stringContaining('Test event30 Nov 2026, 10:00:00Next try 30 Nov 2026, 10:05:0050084 ms1'),
      expect.stringContaining('Booking created30 Nov 2026, 10:00:00Failed, given up50384 ms9'),
    ]);
    const answer = within(rows[1] as HTMLElement).getByRole('button', {
      name: 'Show: Test event, 30 Nov 2026, 10:00:00',
    });
    expect(answer).toHaveAttribute('aria-expanded', 'false');
    await user.click(answer);
    expect(within(rows[1] as HTMLElement).getByText('boom')).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Send again: Booking created of 30 Nov 2026, 10:00:00' }),
    );
    expect(await screen.findByText('Test event delivered (HTTP 200).')).toHaveAttribute('role', 'status');
    expect(server.bodies.map(([what]) => what)).toEqual(['POST /4/test', 'POST /4/deliveries/11/resend']);

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await within(table).findByText('Booking canceled')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 older delivery shown.');
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Deliveries, newest first' })).toHaveFocus(),
    );
  });

  it('is for owners only; staff neither see it in the menu or the settings nor ask the server', async () => {
    const asStaff: ExtraRoute = async (method, p, body, server) => {
      if (!(p === '/api/login' || p === '/api/session/user')) return null;
      const answer = await server.fetch(p, {
        method,
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        headers: { 'X-Auth-Token': 'access1' },
      });
      const json = (await answer.json()) as { properties?: { role: string }[] };
      return jsonResponse(answer.status, {
        ...json,
        properties: json.properties?.map((prop) => ({ ...prop, role: 'staff' })),
      });
    };
    const { calls } = startApp('/app/webhooks', asStaff);
    const user = await signIn();
    expect(screen.getByText("Only the property's owners set up webhooks.")).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('webhooks'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    // Once the page has read what it shows (the settings, or that they could not be read), it offers no link.
    await waitFor(() =>
      expect(
        screen.queryByText(/Owners can change the settings/) ?? screen.queryByRole('alert'),
      ).not.toBeNull(),
    );
    expect(screen.queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
  });

  it('owners open it from the settings (not the main menu every walk passes), and its heading takes the focus', async () => {
    startApp('/app/dashboard', webhookRoutes([]).route);
    const user = await signIn('Dashboard');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(await screen.findByText(/can hear of every booking/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Webhooks' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Webhooks' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
  });
});
