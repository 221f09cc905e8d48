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
  /**
   * The link: for a new account the reset page with a one-time token (setting the password accepts); for an
   * existing account the accept page, where that account signs in and accepts.
   */
  readonly link: string;
  readonly days: number;
  /** Whether the address has an account already (docs/api.md#property-users). */
  readonly existing?: boolean;
}

/**
 * The invitation of a new user to a property (docs/api.md#property-users), in the inviter's language: subject,
 * plain text and simple HTML, like the password reset mail.
 */
export function invitationMail(language: MailLanguage, m: InvitationMail) {
  const t = translator(language);
  const facts = {
    inviter: m.inviter,
    property: m.property,
    role: t(m.role === 'owner' ? 'mail.invitation.role.owner' : 'mail.invitation.role.staff'),
    email: m.email,
  };
  const lines = {
    greeting: t('mail.invitation.greeting', { name: m.name }),
    intro: t(m.existing ? 'mail.invitation.accept.intro' : 'mail.invitation.intro', facts),
    action: t(m.existing ? 'mail.invitation.accept.action' : 'mail.invitation.action'),
    expiry: t(m.existing ? 'mail.invitation.accept.expiry' : 'mail.invitation.expiry', {
      days: m.days,
      email: m.email,
    }),
    ignore: t('mail.invitation.ignore'),
    signature: t('mail.signature'),
  };
  return {
    subject: t('mail.invitation.subject', { inviter: m.inviter, property: m.property }),
    ...linkMailBody(language, lines, m.link),
  };
}
