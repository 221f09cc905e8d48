import { describe, expect, it } from 'vitest';
import { type ProviderSetup, providerSetupProblems } from './providerConfig.ts';

const stripe: ProviderSetup = {
  provider: 'stripe',
  mode: 'test',
  accountId: null,
  publicKey: 'pk_test_51Habc',
  liveEndpointPrefix: null,
  secretKey: 'sk_test_51Hxyz',
  webhookSecret: null,
};
const adyen: ProviderSetup = {
  provider: 'adyen',
  mode: 'live',
  accountId: 'LindenhofECOM',
  publicKey: 'live_ABCDEF123',
  liveEndpointPrefix: '1797a841fbb37ca7-AdyenDemo',
  secretKey: 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G',
  webhookSecret: null,
};

describe('a payment provider set-up', () => {
  it('the sandbox needs nothing', () => {
    expect(
      providerSetupProblems({
        provider: 'sandbox',
        mode: 'test',
        accountId: null,
        publicKey: null,
        liveEndpointPrefix: null,
        secretKey: null,
        webhookSecret: null,
      }),
    ).toEqual([]);
  });

  it('Stripe needs keys of the chosen mode: a live key in test mode is refused, a restricted key is fine', () => {
    expect(providerSetupProblems(stripe)).toEqual([]);
    expect(
      providerSetupProblems({ ...stripe, secretKey: 'rk_test_51H', webhookSecret: 'whsec_abc' }),
    ).toEqual([]);
    expect(providerSetupProblems({ ...stripe, mode: 'live' })).toEqual([
      { path: 'publicKey', code: 'FORM.ERROR.STRIPEPUBLISHABLEKEY' },
      { path: 'secretKey', code: 'FORM.ERROR.STRIPESECRETKEY' },
    ]);
    expect(
      providerSetupProblems({
        ...stripe,
        publicKey: null,
        secretKey: '',
        accountId: 'x',
        webhookSecret: 'sec',
      }),
    ).toEqual([
      { path: 'accountId', code: 'FORM.ERROR.STRIPEACCOUNT' },
      { path: 'publicKey', code: 'FORM.ERROR.REQUIRED' },
      { path: 'secretKey', code: 'FORM.ERROR.REQUIRED' },
      { path: 'webhookSecret', code: 'FORM.ERROR.STRIPEWEBHOOKSECRET' },
    ]);
  });

  it('a stored secret the browser cannot see counts as given', () => {
    expect(providerSetupProblems({ ...stripe, secretKey: undefined })).toEqual([]);
  });

  it('Adyen needs a merchant account, a client key of the mode, an API key, live the URL prefix; HMAC is hex', () => {
    expect(providerSetupProblems(adyen)).toEqual([]);
    expect(providerSetupProblems({ ...adyen, webhookSecret: '0A1B'.repeat(16) })).toEqual([]);
    expect(
      providerSetupProblems({
        ...adyen,
        accountId: '',
        publicKey: 'test_ABC',
        liveEndpointPrefix: null,
        secretKey: 'short',
        webhookSecret: 'not hex',
      }),
    ).toEqual([
      { path: 'accountId', code: 'FORM.ERROR.REQUIRED' },
      { path: 'publicKey', code: 'FORM.ERROR.ADYENCLIENTKEY' },
      { path: 'liveEndpointPrefix', code: 'FORM.ERROR.REQUIRED' },
      { path: 'secretKey', code: 'FORM.ERROR.ADYENAPIKEY' },
      { path: 'webhookSecret', code: 'FORM.ERROR.ADYENHMACKEY' },
    ]);
  });
});
