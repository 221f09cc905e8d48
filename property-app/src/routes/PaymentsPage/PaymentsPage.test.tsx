import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ExtraRoute, errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

const path = '/api/staff/property/1/payment-provider';
const unset = { set: false, last4: null, readable: true };
const sandbox = {
  provider: 'sandbox',
  mode: 'test',
  capture: 'automatic',
  accountId: null,
  publicKey: null,
  liveEndpointPrefix: null,
  secretKey: unset,
  webhookSecret: unset,
  version: 0,
  canStoreSecrets: true,
  webhookUrls: {
    stripe: 'https://hotel.test/api/payment/stripe/webhook',
    adyen: 'https://hotel.test/api/payment/adyen/notification',
  },
};
const stripe = {
  ...sandbox,
  provider: 'stripe',
  publicKey: 'pk_test_51Hpub',
  secretKey: { set: true, last4: '1234', readable: true },
  webhookSecret: { set: true, last4: '5678', readable: true },
  version: 3,
};

async function signIn(heading = 'Payments') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return user;
}

/** The fake server's answers about property 1's provider; `puts` are the bodies sent. */
function providerRoutes(
  start: Record<string, unknown>,
  answer?: (body: Record<string, unknown>) => Response | null,
) {
  let stored = start;
  const puts: Record<string, unknown>[] = [];
  const route: ExtraRoute = (method, p, body) => {
    if (p !== path) return null;
    if (method === 'GET') return jsonResponse(200, stored);
    if (method === 'PUT') {
      puts.push(body);
      const special = answer?.(body);
      if (special) return special;
      const secret = (text: unknown, was: { set: boolean; last4: string | null; readable: boolean }) =>
        typeof text === 'string' && text !== ''
          ? { set: true, last4: text.slice(-4), readable: true }
          : text === ''
            ? unset
            : was;
      stored = {
        ...stored,
        provider: body.provider,
        mode: body.mode,
        // Left out (the sandbox's body): the stored choice stays.
        capture: body.capture ?? stored.capture,
        accountId: body.accountId ?? null,
        publicKey: body.publicKey ?? null,
        secretKey: secret(body.secretKey, stored.secretKey as typeof unset),
        webhookSecret: secret(body.webhookSecret, stored.webhookSecret as typeof unset),
        version: Number(body.version) + 1,
      };
      return jsonResponse(200, stored);
    }
    return null;
  };
  return { route, puts, setStored: (next: Record<string, unknown>) => (stored = next) };
}

describe('the Payments page', () => {
  it('an owner switches from the sandbox to Stripe by keyboard; missing and wrong-mode keys are named at their fields @wcag-2.1.1 @wcag-3.3.1', async () => {
    const server = providerRoutes(sandbox);
    startApp('/app/payments', server.route);
    const user = await signIn();
    const provider = await screen.findByRole('radiogroup', { name: 'Payment provider' });
    expect(
      within(provider).getByRole('radio', { name: 'Sandbox (test mode, no money moves)' }),
    ).toBeChecked();
    expect(screen.getByText(/no provider is called and no money moves/)).toBeInTheDocument();

    // Arrow keys move the choice inside the group (one Tab stop).
    within(provider)
      .getByRole('radio', { name: /Sandbox/ })
      .focus();
    await user.keyboard('{ArrowDown}');
    expect(within(provider).getByRole('radio', { name: 'Stripe' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Test' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Webhook address to add in Stripe' })).toHaveValue(
      'https://hotel.test/api/payment/stripe/webhook',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const publishable = screen.getByRole('textbox', { name: /Publishable key/ });
    expect(publishable).toHaveAccessibleDescription(expect.stringContaining('Please fill in this field.'));
    await waitFor(() => expect(publishable).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(server.puts).toEqual([]);

    await user.type(publishable, 'pk_live_51Hpub');
    // The secret key is a password input (its text never shown).
    const secret = screen.getByLabelText(/^Secret key/);
    expect(secret).toHaveAttribute('type', 'password');
    await user.type(secret, 'sk_test_51Hsecret9876');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(publishable).toHaveAccessibleDescription(
      expect.stringContaining(
        'A publishable key starts with pk_test_ in test mode and pk_live_ in live mode.',
      ),
    );
    await user.clear(publishable);
    await user.type(publishable, 'pk_test_51Hpub');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(server.puts).toEqual([
      {
        version: 0,
        provider: 'stripe',
        mode: 'test',
        capture: 'automatic',
        accountId: null,
        publicKey: 'pk_test_51Hpub',
        liveEndpointPrefix: null,
        secretKey: 'sk_test_51Hsecret9876',
      },
    ]);
    // Stored, the secret is only "set, ends in …".
    const stored = screen.getByRole('group', { name: 'Secret key' });
    expect(stored).toHaveAccessibleDescription('Set, ends in 9876.');
    expect(screen.queryByDisplayValue('sk_test_51Hsecret9876')).not.toBeInTheDocument();
  });

  it('a stored secret is replaced or removed by buttons; focus follows each press and the body keeps what was not touched', async () => {
    const server = providerRoutes(stripe);
    startApp('/app/payments', server.route);
    const user = await signIn();
    const secretGroup = await screen.findByRole('group', { name: 'Secret key' });
    expect(secretGroup).toHaveAccessibleDescription('Set, ends in 1234.');
    // A required secret can be replaced, not removed.
    expect(within(secretGroup).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await user.click(within(secretGroup).getByRole('button', { name: 'Replace Secret key' }));
    const input = screen.getByLabelText(/^Secret key/);
    expect(input).toHaveFocus();
    await user.keyboard('sk_test_typo');
    await user.click(screen.getByRole('button', { name: 'Keep the stored one: Secret key, ends in 1234' }));
    expect(screen.getByRole('button', { name: 'Replace Secret key' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Webhook signing secret' }));
    expect(screen.getByRole('group', { name: 'Webhook signing secret' })).toHaveAccessibleDescription(
      'Removed when you save.',
    );
    expect(screen.getByRole('button', { name: 'Undo removing Webhook signing secret' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Replace Webhook signing secret' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Webhook signing secret' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(server.puts).toEqual([
      {
        version: 3,
        provider: 'stripe',
        mode: 'test',
        capture: 'automatic',
        accountId: null,
        publicKey: 'pk_test_51Hpub',
        liveEndpointPrefix: null,
        webhookSecret: '',
      },
    ]);
    expect(screen.getByLabelText(/^Webhook signing secret/)).toHaveAttribute('type', 'password');
  });

  it('someone else saving meanwhile is named; the set-up is read again and the next save carries the new version', async () => {
    let conflicts = 1;
    const server = providerRoutes(stripe, () =>
      conflicts-- > 0 ? errorResponse(409, 'error.conflict') : null,
    );
    startApp('/app/payments', server.route);
    const user = await signIn();
    await screen.findByRole('group', { name: 'Secret key' });
    server.setStored({ ...stripe, version: 4 });
    const account = screen.getByRole('textbox', { name: /Connected account/ });
    await user.type(account, 'acct_1Lindenhof');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Someone else saved the payment set-up meanwhile/,
    );
    expect(account).toHaveValue('acct_1Lindenhof');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(server.puts.map((b) => b.version)).toEqual([3, 4]);
  });

  it('without PAYMENT_SECRETS_KEY the page says so, and a refused secret is explained', async () => {
    const server = providerRoutes({ ...sandbox, canStoreSecrets: false }, () =>
      errorResponse(409, 'error.payment.secretskeymissing'),
    );
    startApp('/app/payments', server.route);
    const user = await signIn();
    expect(await screen.findByText(/This server has no key for storing secrets/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Adyen' }));
    await user.type(screen.getByRole('textbox', { name: /Merchant account/ }), 'LindenhofECOM');
    await user.type(screen.getByRole('textbox', { name: /Client key/ }), 'test_ABC123');
    await user.type(screen.getByLabelText(/^API key/), 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9U');
    expect(screen.getByRole('textbox', { name: 'Webhook address to add in Adyen' })).toHaveValue(
      'https://hotel.test/api/payment/adyen/notification',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Secrets cannot be saved: the server has no PAYMENT_SECRETS_KEY.',
    );
  });

  it('a stored test key kept for live mode is refused by the server: its input opens with the reason, focused', async () => {
    const server = providerRoutes(stripe, () =>
      errorResponse(422, 'error.validation', [{ path: 'secretKey', code: 'FORM.ERROR.STRIPESECRETKEY' }]),
    );
    startApp('/app/payments', server.route);
    const user = await signIn();
    await screen.findByRole('group', { name: 'Secret key' });
    await user.click(screen.getByRole('radio', { name: 'Live' }));
    const publishable = screen.getByRole('textbox', { name: /Publishable key/ });
    await user.clear(publishable);
    await user.type(publishable, 'pk_live_51Hpub');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = await screen.findByLabelText(/^Secret key/);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('A secret key starts with sk_test_'));
    await waitFor(() => expect(input).toHaveFocus());
    expect(server.puts[0]).not.toHaveProperty('secretKey');
  });

  it('Stripe and Adyen ask when the money is taken: the stored choice is shown, capturing later is saved with the set-up (docs/payments.md#capturing-later)', async () => {
    const server = providerRoutes(stripe);
    startApp('/app/payments', server.route);
    const user = await signIn();
    const capture = await screen.findByRole('radiogroup', { name: 'When is the money taken?' });
    expect(within(capture).getByRole('radio', { name: 'When the booker pays' })).toBeChecked();
    await user.click(
      within(capture).getByRole('radio', {
        name: 'When we capture it (authorised first, to be captured within 7 days)',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(server.puts).toEqual([
      {
        version: 3,
        provider: 'stripe',
        mode: 'test',
        capture: 'manual',
        accountId: null,
        publicKey: 'pk_test_51Hpub',
        liveEndpointPrefix: null,
      },
    ]);
    expect(within(capture).getByRole('radio', { name: /When we capture it/ })).toBeChecked();
    // The sandbox always takes the money at once: it has no such choice.
    await user.click(screen.getByRole('radio', { name: /Sandbox/ }));
    expect(screen.queryByRole('radiogroup', { name: 'When is the money taken?' })).not.toBeInTheDocument();
  });

  it('an Adyen set-up that captures later shows that choice when read', async () => {
    const adyen = {
      ...stripe,
      provider: 'adyen',
      capture: 'manual',
      accountId: 'LindenhofECOM',
      publicKey: 'test_ABC123',
    };
    startApp('/app/payments', providerRoutes(adyen).route);
    await signIn();
    const capture = await screen.findByRole('radiogroup', { name: 'When is the money taken?' });
    expect(
      within(capture).getByRole('radio', {
        name: 'When we capture it (authorised first, to be captured within 7 days)',
      }),
    ).toBeChecked();
    expect(within(capture).getByRole('radio', { name: 'When the booker pays' })).not.toBeChecked();
  });

  it('copies the webhook address and says so', async () => {
    const server = providerRoutes(stripe);
    startApp('/app/payments', server.route);
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Address copied.')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe('https://hotel.test/api/payment/stripe/webhook');
  });

  it('is in the menu next to Settings for owners only; staff neither see it nor ask the server', async () => {
    // The signed-in user is staff at every property.
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
    const { calls } = startApp('/app/payments', asStaff);
    const user = await signIn();
    expect(screen.getByText("Only the property's owners set up how guests pay.")).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('payment-provider'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('owners find it in the menu right after Settings', async () => {
    startApp('/app/dashboard', providerRoutes(sandbox).route);
    const user = await signIn('Dashboard');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(names.indexOf('Settings'), names.indexOf('Settings') + 2)).toEqual([
      'Settings',
      'Payments',
    ]);
    await user.click(within(menu).getByRole('link', { name: 'Payments' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
  });
});
