import type { StaffRole } from '../db/userSchema.ts';
import { linkMailBody, type MailLanguage, translator } from './templates.ts';

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
  return {
    subject: t('mail.invitation.subject', { inviter: m.inviter, property: m.property }),
    ...linkMailBody(language, lines, m.link),
  };
}
