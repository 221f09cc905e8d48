import type { StaffRole } from '../db/userSchema.ts';
import { escapeHtml, type MailLanguage, translator } from './templates.ts';

/** What the invitation mail says. */
export interface InvitationMail {
  /** The new user's name and e-mail. */
  readonly name: string;
  readonly email: string;
  /** The owner who invited them. */
  readonly inviter: string;
  readonly property: string;
  readonly role: StaffRole;
  /** The link to set a password (the reset page with a one-time token). */
  readonly link: string;
  readonly days: number;
}

/**
 * The invitation of a new user to a property (docs/api.md#property-users), in the inviter's language: subject,
 * plain text and simple HTML, like the password reset mail.
 */
export function invitationMail(language: MailLanguage, m: InvitationMail) {
  const t = translator(language);
  const lines = {
    greeting: t('mail.invitation.greeting', { name: m.name }),
    intro: t('mail.invitation.intro', {
      inviter: m.inviter,
      property: m.property,
      role: t(m.role === 'owner' ? 'mail.invitation.role.owner' : 'mail.invitation.role.staff'),
      email: m.email,
    }),
    action: t('mail.invitation.action'),
    expiry: t('mail.invitation.expiry', { days: m.days }),
    ignore: t('mail.invitation.ignore'),
    signature: t('mail.signature'),
  };
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.action}:`,
    m.link,
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
<p><a href="${h(m.link)}">${h(lines.action)}</a></p>
<p>${h(lines.expiry)}<br>${h(lines.ignore)}</p>
<p>${h(lines.signature)}</p>
</body></html>
`;
  return {
    subject: t('mail.invitation.subject', { inviter: m.inviter, property: m.property }),
    text,
    html,
  };
}
