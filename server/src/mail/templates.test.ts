import { describe, expect, it } from 'vitest';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { mailLanguage, passwordResetMail } from './templates.ts';

const reset = {
  name: 'Anna <Admin>',
  email: 'anna@example.com',
  link: 'http://127.0.0.1:3000/app/reset-password?token=abc&x=1',
  minutes: 60,
};

describe('mail texts', () => {
  it('English and German have the same keys, none empty', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(de)]) expect(text.trim()).not.toBe('');
  });

  it('the language follows App-Language, English for anything else', () => {
    expect(mailLanguage('de-AT')).toBe('de');
    expect(mailLanguage('DE')).toBe('de');
    expect(mailLanguage('en')).toBe('en');
    expect(mailLanguage('fr')).toBe('en');
    expect(mailLanguage(undefined)).toBe('en');
  });

  it('the reset mail says the link and its lifetime in the reader language', () => {
    const english = passwordResetMail('en', reset);
    expect(english.subject).toBe('Reset your password');
    expect(english.text).toContain('Hello Anna <Admin>,');
    expect(english.text).toContain(reset.link);
    expect(english.text).toContain('60 minutes');
    const german = passwordResetMail('de', reset);
    expect(german.subject).toBe('Passwort zurücksetzen');
    expect(german.text).toContain('60 Minuten');
    expect(german.html).toContain('lang="de"');
  });

  it('the HTML escapes names and the link', () => {
    const { html } = passwordResetMail('en', reset);
    expect(html).toContain('Anna &#60;Admin&#62;');
    expect(html).not.toContain('<Admin>');
    expect(html).toContain('href="http://127.0.0.1:3000/app/reset-password?token=abc&#38;x=1"');
  });
});
