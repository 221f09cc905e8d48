import { ApiError } from '@venue/api-client';
import { tKey } from '../i18n/tKey.ts';

/** The refusals the team page can receive (docs/api.md#property-users), each with its own text. */
const TRANSLATED: Readonly<Record<string, string>> = {
  'error.auth.forbidden': tKey('team.error.forbidden'),
  'error.user.member': tKey('team.error.member'),
  'error.user.lastowner': tKey('team.error.lastOwner'),
  'error.notfound': tKey('team.error.notFound'),
  'error.validation': tKey('error.validation'),
  // docs/scaling.md#database-outages: the database is unreachable for a moment (503).
  'error.unavailable': tKey('error.unavailable'),
};

/** The i18n key of a failed team call's message; a lost connection or anything unknown says "try again". */
export function teamErrorKey(error: unknown): string {
  return (error instanceof ApiError && TRANSLATED[error.error]) || tKey('error.unknown');
}

/** The roles a member can have, in the order the role choice offers them. */
export const teamRoles = ['staff', 'owner'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** The label key of a role. */
export const roleLabel = (role: TeamRole) =>
  role === 'owner' ? tKey('team.role.owner') : tKey('team.role.staff');
