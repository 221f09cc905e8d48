import {
  GroupBlockActionBody,
  GroupCreateBody,
  GroupListQuery,
  GroupListResponse,
  GroupSchema,
  IdParam,
  RoomingListResponse,
} from '@venue/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { groupById, groupsOfBooking } from '../../db/groupQueries.ts';
import { notFound } from '../../failures.ts';
import { presentGroup } from '../../groups/present.ts';
import { roomingListCsvOf, roomingListOf } from '../../groups/roomingList.ts';
import { actOnBlock, createGroup, todayAt } from '../../groups/service.ts';
import { mailLanguage } from '../../mail/templates.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { requireProperty, staffAuth, staffBookingOf, staffOf } from '../staffGuard.ts';
import { validJson, validParams, validQuery } from '../validate.ts';

const GroupParams = z.strictObject({ id: IdParam });
const BlockParams = z.strictObject({ id: IdParam, blockId: IdParam });

/**
 * docs/api.md#group-blocks: a group's rooms held for its attendees (docs/rules.md#group-blocks), staff calls (staff
 * token). Any role at the property may manage them; another property's group is a 404 like a missing one.
 */
export function groupRoutes(deps: AppDeps) {
  /** A group of a property the user works for, with its catalog; any other (or none) is a 404. */
  const groupOf = async (c: Parameters<typeof staffOf>[0], id: number) => {
    const staff = staffOf(c);
    const stored = await deps.database.run((db) => groupById(db, id));
    if (!stored) throw notFound('No such group');
    requireProperty(staff, stored.group.propertyId);
    const catalog = await deps.catalogs.get(stored.group.propertyId);
    if (!catalog) throw notFound('No such group');
    return { stored, catalog };
  };
  return new Hono<AppEnv>()
    .use('/staff/group/*', staffAuth(deps))
    .post(
      '/staff/group/add',
      doc(
        'staff bookings',
        'Hold rooms for an organiser’s event: a group with its blocks (tentative until confirmed)',
        { status: 201, schema: GroupSchema },
      ),
      validJson(GroupCreateBody),
      async (c) => {
        const body = c.req.valid('json');
        const { row } = await staffBookingOf(deps, c, body.organiserBookingId);
        const stored = await createGroup(deps, row, body);
        const catalog = await deps.catalogs.get(row.propertyId);
        if (!catalog) throw notFound('No such property');
        return c.json(presentGroup(stored, todayAt(deps, catalog)), 201);
      },
    )
    .get(
      '/staff/group/list',
      doc(
        'staff bookings',
        'The groups of an organiser’s booking, with their blocks and pickup today',
        GroupListResponse,
      ),
      validQuery(GroupListQuery),
      async (c) => {
        const { row } = await staffBookingOf(deps, c, c.req.valid('query')['f.organiserBookingId']);
        const catalog = await deps.catalogs.get(row.propertyId);
        if (!catalog) throw notFound('No such property');
        const groups = await deps.database.run((db) => groupsOfBooking(db, row.id));
        return c.json({ items: groups.map((g) => presentGroup(g, todayAt(deps, catalog))) });
      },
    )
    .get(
      '/staff/group/:id',
      doc('staff bookings', 'A group with its blocks and their pickup today', GroupSchema),
      validParams(GroupParams),
      async (c) => {
        const { stored, catalog } = await groupOf(c, c.req.valid('param').id);
        return c.json(presentGroup(stored, todayAt(deps, catalog)));
      },
    )
    .post(
      '/staff/group/:id/block/:blockId',
      doc(
        'staff bookings',
        'Confirm, reduce, release, cancel or change a block (with the version seen); confirming is refused with the nights that fall short',
        GroupSchema,
      ),
      validParams(BlockParams),
      validJson(GroupBlockActionBody),
      async (c) => {
        const { id, blockId } = c.req.valid('param');
        const { catalog } = await groupOf(c, id);
        const stored = await actOnBlock(deps, id, blockId, c.req.valid('json'));
        return c.json(presentGroup(stored, todayAt(deps, catalog)));
      },
    )
    .get(
      '/staff/group/:id/roominglist',
      doc(
        'staff bookings',
        'The rooming list: who picked up which nights of which block, paid or not (by arrival)',
        RoomingListResponse,
      ),
      validParams(GroupParams),
      async (c) => {
        const { stored, catalog } = await groupOf(c, c.req.valid('param').id);
        const items = await deps.database.run((db) => roomingListOf(db, catalog, stored.group));
        return c.json({ items });
      },
    )
    .get(
      '/staff/group/:id/roominglist.csv',
      doc(
        'staff bookings',
        'The rooming list as CSV (column names in the App-Language’s language): who picked up which nights, paid or not',
        { media: 'text/csv' },
      ),
      validParams(GroupParams),
      async (c) => {
        const { stored, catalog } = await groupOf(c, c.req.valid('param').id);
        const language = mailLanguage(c.req.header('App-Language'));
        const csv = await deps.database.run((db) => roomingListCsvOf(db, catalog, stored.group, language));
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="rooming-list-${stored.group.id}.csv"`);
        c.header('Cache-Control', 'no-store');
        return c.body(csv);
      },
    );
}
