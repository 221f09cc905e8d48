import { describe, expect, it } from 'vitest';
import { readExternalLogin } from './config.ts';
import {
  fromAppleClaims,
  fromBookingSuiteProfile,
  fromFacebookProfile,
  fromOidcClaims,
  fromPartnerClaims,
  IdentityMismatch,
} from './identity.ts';

const provider = (name: string, category: number | null) => ({ name, category });

describe('mapping a provider answer to an identity', () => {
  it('generic OIDC: standard claims, e-mail lower-cased, verified only when the provider says so', () => {
    const claims = {
      sub: 's1',
      email: 'A@Example.com',
      email_verified: true,
      given_name: 'Ann',
      family_name: 'Lee',
    };
    expect(fromOidcClaims(provider('generic', null), claims)).toEqual({
      provider: 'generic',
      category: null,
      subject: 's1',
      email: 'a@example.com',
      emailVerified: true,
      name: 'Ann Lee',
      info: null,
    });
    expect(
      fromOidcClaims(provider('generic', null), { sub: 's1', email: 'a@example.com' }).emailVerified,
    ).toBe(false);
    expect(() => fromOidcClaims(provider('generic', null), { email: 'a@example.com' })).toThrow(
      IdentityMismatch,
    );
  });

  it('Apple: string flags, private relay e-mail, the name only from the first login form', () => {
    const claims = {
      sub: '001.apple',
      email: 'abc@privaterelay.appleid.com',
      email_verified: 'true',
      is_private_email: 'true',
    };
    const first = fromAppleClaims(provider('apple', 81), claims, { firstName: ' Ada ', lastName: 'King' });
    expect(first).toMatchObject({
      category: 81,
      emailVerified: true,
      name: 'Ada King',
      info: { privateEmail: true },
    });
    expect(fromAppleClaims(provider('apple', 81), { ...claims, is_private_email: 'false' }).name).toBeNull();
  });

  it('partner: additionalInfo kept as booleans', () => {
    const identity = fromPartnerClaims(
      provider('apaleo', 80),
      { sub: 'p1', email: 'p@example.com', email_verified: true },
      { syncProperties: true },
    );
    expect(identity.info).toEqual({ additionalInfo: { syncProperties: true, syncInventory: false } });
  });

  it("Facebook: the Graph profile must be the payload's userID; its e-mail counts as confirmed", () => {
    const profile = { id: '10001', name: 'Fay Book', email: 'Fay@Example.com' };
    expect(fromFacebookProfile(provider('facebook', 1), profile, '10001')).toEqual({
      provider: 'facebook',
      category: 1,
      subject: '10001',
      email: 'fay@example.com',
      emailVerified: true,
      name: 'Fay Book',
      info: null,
    });
    expect(() => fromFacebookProfile(provider('facebook', 1), profile, '99999')).toThrow(IdentityMismatch);
    expect(fromFacebookProfile(provider('facebook', 1), { id: '10001' }, '10001')).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it('LinkedIn: the OpenID Connect userinfo claims', () => {
    const info = { sub: 'li-1', email: 'l@example.com', email_verified: true, name: 'Lin Ked' };
    expect(fromOidcClaims(provider('linkedin', 50), info)).toMatchObject({
      category: 50,
      subject: 'li-1',
      emailVerified: true,
    });
  });

  it("booking suite: an id or sub names the user; the payload's own emailVerified is not trusted", () => {
    const identity = fromBookingSuiteProfile(
      provider('bookingsuite', 70),
      { id: 77, email: 'b@example.com', emailVerified: 'true' },
      { hotelIds: ['H1', 2] },
    );
    expect(identity).toMatchObject({ subject: '77', emailVerified: true, info: { hotelIds: ['H1', '2'] } });
    const unverified = fromBookingSuiteProfile(
      provider('bookingsuite', 70),
      { sub: 's', email: 'b@example.com' },
      { hotelIds: [] },
    );
    expect(unverified.emailVerified).toBe(false);
    expect(() =>
      fromBookingSuiteProfile(provider('bookingsuite', 70), { email: 'b@example.com' }, { hotelIds: [] }),
    ).toThrow(IdentityMismatch);
  });
});

describe('reading the providers from the environment', () => {
  const base = {
    OIDC_PROVIDERS: 'generic, Apple,apaleo,facebook',
    SESSION_SECRET: 'x'.repeat(32),
    OIDC_GENERIC_ISSUER: 'https://id.example.com',
    OIDC_GENERIC_CLIENT_ID: 'g',
    OIDC_APPLE_ISSUER: 'https://appleid.apple.com',
    OIDC_APPLE_CLIENT_ID: 'a',
    OIDC_APALEO_ISSUER: 'https://identity.apaleo.com',
    OIDC_APALEO_CLIENT_ID: 'p',
    OIDC_APALEO_CLIENT_SECRET: 's',
    OIDC_FACEBOOK_ISSUER: 'https://www.facebook.com',
    OIDC_FACEBOOK_CLIENT_ID: 'f',
    OIDC_FACEBOOK_USERINFO_URL: 'https://graph.facebook.com/me?fields=id,name,email',
  };

  it('knows the kinds and spec categories by name', () => {
    const config = readExternalLogin(base, 'https://booking.example.com');
    expect(config?.providers.map((p) => [p.name, p.kind, p.category])).toEqual([
      ['generic', 'oidc', null],
      ['apple', 'apple', 81],
      ['apaleo', 'partner', 80],
      ['facebook', 'facebook', 1],
    ]);
    expect(config?.publicUrl.href).toBe('https://booking.example.com/');
  });

  it('is off without OIDC_PROVIDERS and refuses a half configuration', () => {
    expect(readExternalLogin({}, 'http://localhost:3000')).toBeNull();
    expect(() => readExternalLogin({ ...base, OIDC_APPLE_ISSUER: 'not a url' }, 'http://x')).toThrow(
      /OIDC_APPLE_ISSUER/,
    );
    expect(() => readExternalLogin({ ...base, SESSION_SECRET: 'short' }, 'http://x')).toThrow(
      /SESSION_SECRET/,
    );
    expect(() =>
      readExternalLogin({ ...base, OIDC_GENERIC_CATEGORY: '5', OIDC_GENERIC_KIND: 'x' }, 'http://x'),
    ).toThrow(/OIDC_GENERIC_KIND/);
  });
});
