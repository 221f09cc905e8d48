import {
  ACCEPT_INVITATION_PATH,
  ErrorKey,
  IdParam,
  INVITATION_DAYS,
  InvitationAcceptBody,
  InvitationAccepted,
  LANGUAGE_HEADER,
  PropertyUser,
  PropertyUserAddBody,
  PropertyUserAdded,
  PropertyUserList,
  PropertyUserRoleBody,
  RESET_PASSWORD_PATH,
} from '@venue/contract';
import { contactFieldRules, fieldErrorKey } from '@venue/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { hashToken, newToken } from '../../auth/tokens.ts';
import {
  acceptInvitation,
  addMember,
  changeMemberRole,
  findInvitation,
  type MemberChange,
  type PropertyMemberRow,
  propertyMembers,
  propertyName,
  removeMember,
} from '../../db/propertyUserQueries.ts';
import { Expired, InvalidInput, NotAllowed, notFound, Refused, Unprocessable } from '../../failures.ts';
import { invitationMail } from '../../mail/invitationMail.ts';
import { mailLanguage } from '../../mail/templates.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { guardedLookup } from '../guesses.ts';
import { doc } from '../openapi.ts';
import {
  requireOwner as requireOwnerOf,
  requireProperty,
  type StaffRole,
  type StaffUser,
  staffAuth,
  staffOf,
} from '../staffGuard.ts';
import { validJson, validParams } from '../validate.ts';

const PropertyParams = z.strictObject({ propertyId: IdParam });
const MemberParams = z.strictObject({ propertyId: IdParam, userId: IdParam });

const ownersOnly = () => new NotAllowed("Only the property's owners manage its users");

/** The logged-in user and their role at the path's property (404 for a property they do not work for). */
function memberOf(c: Context<AppEnv>, propertyId: number): { staff: StaffUser; role: StaffRole } {
  const staff = staffOf(c);
  return { staff, role: requireProperty(staff, propertyId) };
}

/** Lets only owners of the path's property on (before the body is even read). */
const requireOwner = requireOwnerOf("Only the property's owners manage its users");

/** Owners, or a member removing themselves. */
const requireOwnerOrSelf: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { staff, role } = memberOf(c, Number(c.req.param('propertyId')));
  if (role !== 'owner' && Number(c.req.param('userId')) !== staff.userId) throw ownersOnly();
  await next();
};

const itemOf = (row: PropertyMemberRow, staff: StaffUser): PropertyUser => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  invited: Boolean(row.invited),
  isSelf: row.userId === staff.userId,
});

const invitationInvalid = () =>
  new InvalidInput(
    'The invitation link is not valid or was accepted already',
    [],
    ErrorKey.invitationInvalid,
  );

/** The membership change's refusal, if any. */
function refuse(change: MemberChange): void {
  if (change === 'notMember') throw notFound('No such user at this property');
  if (change === 'lastOwner')
    throw new Refused(ErrorKey.userLastOwner, 'A property keeps at least one owner');
}

/**
 * The users of a property (docs/api.md#property-users): every member sees them; owners add (by a mailed
 * invitation: a new e-mail sets its password with the link, an existing account accepts it while signed in),
 * change roles and remove; anyone may leave. A property never loses its last owner. Roles are read per request
 * by the staff guard, so a change reaches the member's sessions at once.
 */
export function propertyUserRoutes(deps: AppDeps) {
  const guard = staffAuth(deps);
  const base = '/staff/property/:propertyId/users';

  /** The member as the list shows them (after a change). */
  const memberItem = async (propertyId: number, userId: number, staff: StaffUser) => {
    const rows = await deps.database.run((db) => propertyMembers(db, propertyId));
    const row = rows.find((r) => r.userId === userId);
    if (!row) throw notFound('No such user at this property');
    return itemOf(row, staff);
  };

  return new Hono<AppEnv>()
    .post(
      '/staff/invitation/accept',
      doc(
        'staff users',
        'Accept an invitation to a property, signed in as the invited account',
        InvitationAccepted,
      ),
      guard,
      validJson(InvitationAcceptBody),
      async (c) => {
        const staff = staffOf(c);
        const tokenHash = hashToken(c.req.valid('json').token);
        // An invitation token is a secret a client could guess: misses count like reset tokens'.
        const invitation = await guardedLookup(
          deps,
          c,
          () => deps.database.run((db) => findInvitation(db, tokenHash)),
          invitationInvalid,
        );
        if (invitation.userId !== staff.userId) {
          throw new NotAllowed(
            'The invitation is for another account; sign in with the invited e-mail',
            [],
            ErrorKey.invitationWrongAccount,
          );
        }
        const now = deps.now();
        if (invitation.expiresAt.getTime() <= now.getTime())
          throw new Expired(ErrorKey.invitationExpired, 'The invitation has expired; ask for a new one');
        const accepted = await deps.database.run((db) => acceptInvitation(db, tokenHash, staff.userId, now));
        if (!accepted) throw invitationInvalid();
        const answer: InvitationAccepted = accepted;
        return c.json(answer);
      },
    )
    .get(
      base,
      doc('staff users', 'Who works for the property, with which role', PropertyUserList),
      guard,
      validParams(PropertyParams),
      async (c) => {
        const { propertyId } = c.req.valid('param');
        const { staff } = memberOf(c, propertyId);
        const rows = await deps.database.run((db) => propertyMembers(db, propertyId));
        const body: PropertyUserList = { items: rows.map((r) => itemOf(r, staff)) };
        return c.json(body);
      },
    )
    .post(
      base,
      doc('staff users', 'Invite a user to the property by mail (an existing account accepts it)', {
        status: 201,
        schema: PropertyUserAdded,
      }),
      guard,
      validParams(PropertyParams),
      requireOwner,
      validJson(PropertyUserAddBody),
      async (c) => {
        const { propertyId } = c.req.valid('param');
        const { staff } = memberOf(c, propertyId);
        const body = c.req.valid('json');
        const email = body.email.toLowerCase();
        const emailProblem = fieldErrorKey(email, contactFieldRules().email);
        if (emailProblem) {
          throw new Unprocessable(ErrorKey.validation, 'Invalid body', [
            { path: 'email', code: emailProblem, message: 'not an e-mail address' },
          ]);
        }
        const token = newToken();
        const expiresAt = new Date(deps.now().getTime() + INVITATION_DAYS * 86_400_000);
        const result = await deps.database.run((db) =>
          addMember(db, {
            propertyId,
            email,
            name: body.name,
            role: body.role,
            invitation: { tokenHash: hashToken(token), expiresAt },
          }),
        );
        if (result.kind === 'member')
          throw new Refused(ErrorKey.userMember, 'This account works for the property already');
        // An existing account is never attached by its address alone: whoever holds the account may not hold the
        // mailbox (a signup before the colleague's). It accepts the mailed link signed in; a new account's link
        // sets its password, which only the mailbox's owner can do.
        const existing = result.kind === 'invited';
        const property = (await deps.database.run((db) => propertyName(db, propertyId))) ?? '';
        const path = existing ? ACCEPT_INVITATION_PATH : RESET_PASSWORD_PATH;
        const mail = invitationMail(mailLanguage(c.req.header(LANGUAGE_HEADER)), {
          name: body.name,
          email,
          inviter: staff.name,
          property,
          role: body.role,
          link: `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`,
          days: INVITATION_DAYS,
          existing,
        });
        // Like the reset mail: sent after the answer, and a failure logs only nodemailer's code (never the link).
        deps.mailer.send({ to: email, ...mail }).catch((error: unknown) => {
          const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
          console.error('invitation mail not sent:', String(code ?? 'error'), String(responseCode ?? ''));
        });
        const answer: PropertyUserAdded = {
          ...(await memberItem(propertyId, result.userId, staff)),
          invitationSent: true,
        };
        return c.json(answer, 201);
      },
    )
    .post(
      `${base}/:userId`,
      doc('staff users', 'Change a user’s role at the property', PropertyUser),
      guard,
      validParams(MemberParams),
      requireOwner,
      validJson(PropertyUserRoleBody),
      async (c) => {
        const { propertyId, userId } = c.req.valid('param');
        const { staff } = memberOf(c, propertyId);
        const { role } = c.req.valid('json');
        refuse(await deps.database.run((db) => changeMemberRole(db, propertyId, userId, role)));
        return c.json(await memberItem(propertyId, userId, staff));
      },
    )
    .delete(
      `${base}/:userId`,
      doc('staff users', 'Remove a user from the property (or leave it)', { status: 204 }),
      guard,
      validParams(MemberParams),
      requireOwnerOrSelf,
      async (c) => {
        const { propertyId, userId } = c.req.valid('param');
        refuse(await deps.database.run((db) => removeMember(db, propertyId, userId)));
        return c.body(null, 204);
      },
    );
}
