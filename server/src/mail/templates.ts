import { languageOf } from '../catalog/localize.ts';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The languages mails are written in; English is the source, German complete (templates.test.ts checks). */
const TEXTS = { en, de } as const;
export type MailLanguage = keyof typeof TEXTS;
export type MailKey = keyof typeof en;

/** The mail language of a request's App-Language header (docs/api.md#language-header); English otherwise. */
export function mailLanguage(header: string | null | undefined): MailLanguage {
  const key = languageOf(header);
  return key !== null && key in TEXTS ? (key as MailLanguage) : 'en';
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A translator for one language: the key's text with `{{name}}` placeholders filled in. */
export function translator(language: MailLanguage) {
  const texts: Record<MailKey, string> = TEXTS[language];
  return (key: MailKey, values: Readonly<Record<string, string | number>> = {}) =>
    texts[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** What the password reset mail says. */
export interface PasswordResetMail {
  readonly name: string;
  readonly email: string;
  readonly link: string;
  readonly minutes: number;
}

/** The password reset mail (docs/api.md#password-and-accounts): subject, plain text and simple HTML. */
export function passwordResetMail(language: MailLanguage, m: PasswordResetMail) {
  const t = translator(language);
  const lines = {
    greeting: t('mail.passwordreset.greeting', { name: m.name }),
    intro: t('mail.passwordreset.intro', { email: m.email }),
    action: t('mail.passwordreset.action'),
    expiry: t('mail.passwordreset.expiry', { minutes: m.minutes }),
    ignore: t('mail.passwordreset.ignore'),
    signature: t('mail.signature'),
  };
  return { subject: t('mail.passwordreset.subject'), ...linkMailBody(language, lines, m.link) };
}

/** The lines of a mail that leads to one link (password reset, invitation). */
export interface LinkMailLines {
  readonly greeting: string;
  readonly intro: string;
  readonly action: string;
  readonly expiry: string;
  readonly ignore: string;
  readonly signature: string;
}

/** Plain text and simple HTML of a mail that leads to one link. */
export function linkMailBody(language: MailLanguage, lines: LinkMailLines, link: string) {
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.action}:`,
    link,
    '',
    lines.expiry,
    lines.ignore,
    '',
    '-- ',
    lines.signature,
    '',
  ].join('\n');
  const h = (s: string) => escapeHtml(s);
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${h(lines.greeting)}</p>
<p>${h(lines.intro)}</p>
<p><a href="${h(link)}">${h(lines.action)}</a></p>
<p>${h(lines.expiry)}<br>${h(lines.ignore)}</p>
<p>${h(lines.signature)}</p>
</body></html>
`;
  return { text, html };
}
