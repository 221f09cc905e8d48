import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupView, StaffBookingDetail } from '@venue/contract';
import { type BookingData, BookingState } from '@venue/domain';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stayRecords } from '../../../../domain/src/bookingRecord/testing/arbitraries.ts';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

/*
 * docs/rules.md#group-blocks: the booking page's group blocks: a group made with the form (checked before it is
 * sent), each block's pickup per night and the buttons its status allows, the server's refusals in words, each
 * action said in the live region, and the rooming list with its CSV.
 */

beforeEach(() => sessionStorage.clear());

const record = fc.sample(stayRecords, { numRuns: 1, seed: 39 })[0] as BookingData;

const detail: StaffBookingDetail = {
  id: 42,
  propertyId: 1,
  bookingcode: 'B-42',
  bookingstate: BookingState.Confirmed,
  version: 3,
  origin: 'reservation',
  bookingcategoryId: 2,
  arrival: '2026-12-14T15:00:00',
  departure: '2026-12-16T11:00:00',
  booker: { firstname: 'Ada', lastname: 'Lovelace', company: '', email: 'ada@example.org' },
  total: 25800,
  currency: 'EUR',
  createdAt: '2026-11-20T10:00:00.000Z',
  optionDate: null,
  bookingchannelId: 4,
  data: record as StaffBookingDetail['data'],
  paymentmethod: 'CreditCard',
  reservationcode: 'R-ABCDEFGH',
  cancelDaysBeforeArrival: 14,
  history: [],
  allowedActions: [],
  paymentDue: null,
  mails: [],
};

const page = (items: unknown[]) =>
  jsonResponse(200, { items, total: items.length, pageIndex: 0, pageSize: 500, hasMore: false });

const unitgroup = {
  id: 5,
  version: 1,
  propertyId: 1,
  code: 'DBL',
  name: 'Double room',
  description: '',
  category: 1,
  multiselect: true,
  minPersons: 1,
  maxPersons: 2,
  maxSelectablePersonCount: null,
  minimumSales: null,
  minimumSalesPerPerson: null,
  bookDirectly: true,
  hideifunavailable: false,
  ignorePersoncount: false,
  price: 12000,
  vatId: 1,
  onRequest: false,
  inactive: false,
  sort: 1,
  i18n: {},
  tagIds: [],
};
const rateplan = {
  id: 9,
  version: 1,
  propertyId: 1,
  code: 'STD',
  name: 'Standard',
  pricePercent: 100,
  isDefault: true,
  restricted: false,
  prepayment: 'none',
  depositPercent: null,
  guarantee: false,
  freeCancellationDays: null,
  refundable: true,
  cancellationFee: 'percent',
  cancellationFeePercent: 0,
  i18n: {},
};

const block = (status: GroupView['blocks'][number]['status'], units: number[], version = 1) => ({
  id: 71,
  version,
  unitgroupId: 5,
  rateplanId: 9,
  unitPrice: 9900,
  currency: 'EUR',
  status,
  release: { kind: 'daysBefore' as const, days: 14 },
  nights: units.map((u, i) => ({ night: `2026-12-1${4 + i}`, units: u })),
  allowedActions:
    status === 'tentative'
      ? (['change', 'confirm', 'cancel'] as const)
      : status === 'definite'
        ? (['reduce', 'release', 'cancel'] as const)
        : ([] as const),
  releasedNights: [],
});

const group = (
  status: GroupView['blocks'][number]['status'],
  units: number[],
  picked = [0, 0],
  version = 1,
) => {
  const b = block(status, units, version);
  return {
    id: 30,
    version: 1,
    propertyId: 1,
    eventName: 'Medical Congress',
    organiserBookingId: 42,
    organiserName: 'Ada Lovelace',
    pickupCode: 'MEDCON26',
    blocks: [b],
    pickupSummary: b.nights.map((n, i) => ({
      blockId: 71,
      unitgroupId: 5,
      rateplanId: 9,
      night: n.night,
      units: n.units,
      picked: picked[i] ?? 0,
      remaining: status === 'definite' || status === 'tentative' ? n.units - (picked[i] ?? 0) : 0,
      released: status === 'released',
    })),
  };
};

type Answer = (body: Record<string, unknown>) => Response;

function openBooking(groups: unknown[], answers: { add?: Answer; act?: Answer } = {}) {
  const posted: { path: string; body: unknown }[] = [];
  const app = startApp('/app/bookings/42', (method, path, body) => {
    const route = path.split('?')[0];
    if (method === 'GET' && route === '/api/staff/booking/42') return jsonResponse(200, detail);
    if (method === 'GET' && route === '/api/staff/messages/42') return jsonResponse(200, { items: [] });
    if (method === 'GET' && route === '/api/staff/unitgroup/list') return page([unitgroup]);
    if (method === 'GET' && route === '/api/staff/unit/list')
      return page([1, 2, 3].map((n) => ({ id: n, version: 1, unitgroupId: 5, name: `DBL-${n}` })));
    if (method === 'GET' && route === '/api/staff/rateplan/list') return page([rateplan]);
    if (method === 'GET' && route === '/api/staff/group/list') return jsonResponse(200, { items: groups });
    if (method === 'GET' && route === '/api/staff/group/30/roominglist')
      return jsonResponse(200, {
        items: [
          {
            bookingId: 77,
            bookingCode: 'B-77',
            guest: 'Grace Hopper',
            blockId: 71,
            unitgroupId: 5,
            unitgroup: 'Double room',
            arrival: '2026-12-14',
            departure: '2026-12-16',
            nights: 2,
            units: 1,
            payment: 'paid',
          },
        ],
      });
    if (method === 'GET' && route === '/api/staff/group/30/roominglist.csv')
      return new Response('Booking code,Guest\r\nB-77,Grace Hopper\r\n', { status: 200 });
    if (method === 'POST' && route === '/api/staff/group/add' && answers.add) {
      posted.push({ path: route, body });
      return answers.add(body);
    }
    if (method === 'POST' && route === '/api/staff/group/30/block/71' && answers.act) {
      posted.push({ path: route, body });
      return answers.act(body);
    }
    return null;
  });
  return { ...app, posted };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking B-42' })).toBeInTheDocument();
  return user;
}

const section = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Group blocks' });
  return heading.closest('section') as HTMLElement;
};

describe('a new group', () => {
  // A long walk through the form by typing: on a loaded machine beside the other files it takes its time.
  it('is checked before it is sent, then made with its block, announced and shown tentative', {
    timeout: 90_000,
  }, async () => {
    const { posted } = openBooking([], { add: () => jsonResponse(201, group('tentative', [3, 3])) });
    const user = await signIn();
    const groups = await section();
    const form = await within(groups).findByRole('form', { name: 'New group' });
    await user.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(await within(form).findByText("Enter the event's name.")).toBeInTheDocument();
    expect(within(form).getByText('Choose a room type.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a rate plan.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the price per room and night.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    // The organiser defaults to the booker; the first night to the arrival.
    expect(within(form).getByRole('textbox', { name: /Organiser's name/ })).toHaveValue('Ada Lovelace');
    await user.type(within(form).getByRole('textbox', { name: /Event name/ }), 'Medical Congress');
    await user.type(within(form).getByRole('textbox', { name: /Pickup code/ }), 'ab');
    await user.click(within(form).getByRole('button', { name: /Room type/ }));
    await user.click(await screen.findByRole('option', { name: 'Double room' }));
    await user.click(within(form).getByRole('button', { name: /Rate plan/ }));
    await user.click(await screen.findByRole('option', { name: 'Standard' }));
    await user.type(within(form).getByRole('textbox', { name: /Negotiated price/ }), '99');
    const nights = within(form).getByRole('textbox', { name: /Number of nights/ });
    await user.clear(nights);
    await user.type(nights, '2');
    await user.tab();
    const perNight = within(form).getByRole('textbox', { name: /^Rooms per night/ });
    await user.clear(perNight);
    await user.type(perNight, '3');
    await user.tab();
    await user.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(await within(form).findByText('A pickup code has 4 to 16 letters or digits.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.clear(within(form).getByRole('textbox', { name: /Pickup code/ }));

    // One night changed on its own.
    const second = within(form).getByRole('textbox', { name: /Rooms on Tue, 15 Dec 2026/ });
    await user.clear(second);
    await user.type(second, '2');
    await user.tab();
    await user.click(within(form).getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      organiserBookingId: 42,
      eventName: 'Medical Congress',
      organiserName: 'Ada Lovelace',
      blocks: [
        {
          unitgroupId: 5,
          rateplanId: 9,
          unitPrice: 9900,
          nights: [
            { night: '2026-12-14', units: 3 },
            { night: '2026-12-15', units: 2 },
          ],
          release: { kind: 'daysBefore', days: 14 },
        },
      ],
    });
    expect(
      await within(groups).findByText(
        'Group Medical Congress created, pickup code MEDCON26. Its blocks are tentative.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(within(groups).getByText('Status: Tentative')).toBeInTheDocument();
    expect(within(groups).getByText('/lindenhof/group/MEDCON26')).toBeInTheDocument();
    expect(
      within(groups).getByRole('button', { name: 'Confirm Double room · Standard' }),
    ).toBeInTheDocument();
    expect(within(groups).getByRole('button', { name: 'Change Double room · Standard' })).toBeInTheDocument();
    expect(within(groups).queryByRole('button', { name: /^Reduce/ })).toBeNull();
  });
});

describe('confirming a block', () => {
  it('says which nights fall short when the server refuses (409 error.availability)', async () => {
    openBooking([group('tentative', [3, 3])], {
      act: () => errorResponse(409, 'error.availability', [{ night: '2026-12-15', needed: 3, free: 1 }]),
    });
    const user = await signIn();
    const groups = await section();
    await user.click(await within(groups).findByRole('button', { name: 'Confirm Double room · Standard' }));
    const alert = await within(groups).findByText('Not enough rooms are free to confirm the block:');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(within(groups).getByText('Tue, 15 Dec 2026: 3 needed, 1 free')).toBeInTheDocument();
  });

  it('announces the block confirmed and offers what a definite block allows', async () => {
    const { posted } = openBooking([group('tentative', [3, 3])], {
      act: () => jsonResponse(200, group('definite', [3, 3], [0, 0], 2)),
    });
    const user = await signIn();
    const groups = await section();
    await user.click(await within(groups).findByRole('button', { name: 'Confirm Double room · Standard' }));
    expect(
      await within(groups).findByText('Double room · Standard confirmed: its rooms are held for the group.'),
    ).toBeInTheDocument();
    expect(posted[0]?.body).toEqual({ action: 'confirm', version: 1 });
    expect(within(groups).getByText('Status: Definite')).toBeInTheDocument();
    expect(within(groups).getByRole('button', { name: 'Reduce Double room · Standard' })).toBeInTheDocument();
    expect(
      within(groups).getByRole('button', { name: 'Release Double room · Standard' }),
    ).toBeInTheDocument();
    expect(within(groups).queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });
});

describe('reducing a definite block', () => {
  it('keeps a night from going below what was picked up, then sends the smaller nights', async () => {
    const { posted } = openBooking([group('definite', [3, 3], [1, 1])], {
      act: () => jsonResponse(200, group('definite', [3, 1], [1, 1], 2)),
    });
    const user = await signIn();
    const groups = await section();
    await user.click(await within(groups).findByRole('button', { name: 'Reduce Double room · Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reduce Double room · Standard' });
    const second = within(dialog).getByRole('textbox', { name: /Rooms on Tue, 15 Dec 2026/ });
    await user.clear(second);
    await user.type(second, '0');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Reduce' }));
    expect(
      await within(dialog).findByText('Attendees have already picked up more rooms on Tue, 15 Dec 2026.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.clear(second);
    await user.type(second, '1');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Reduce' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      action: 'reduce',
      version: 1,
      nights: [
        { night: '2026-12-14', units: 3 },
        { night: '2026-12-15', units: 1 },
      ],
    });
    expect(await within(groups).findByText('Double room · Standard reduced.')).toBeInTheDocument();
  });

  it('says the block was changed meanwhile on a stale version (409 error.conflict)', async () => {
    openBooking([group('definite', [3, 3])], { act: () => errorResponse(409, 'error.conflict') });
    const user = await signIn();
    const groups = await section();
    await user.click(await within(groups).findByRole('button', { name: 'Release Double room · Standard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release Double room · Standard?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await within(groups).findByText(
        'Someone changed this block meanwhile. It is shown as it is now; try again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('changing a tentative block', () => {
  it('sends its new rooms per night and price, and a reduction the server refuses is said in words', async () => {
    const { posted } = openBooking([group('tentative', [3, 3])], {
      act: (body) =>
        body.action === 'change'
          ? jsonResponse(200, group('tentative', [3, 4], [0, 0], 2))
          : errorResponse(422, 'error.validation', [{ code: 'belowPicked', nights: ['2026-12-14'] }]),
    });
    const user = await signIn();
    const groups = await section();
    await user.click(await within(groups).findByRole('button', { name: 'Change Double room · Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Double room · Standard' });
    const second = within(dialog).getByRole('textbox', { name: /Rooms on Tue, 15 Dec 2026/ });
    await user.clear(second);
    await user.type(second, '4');
    await user.tab();
    const price = within(dialog).getByRole('textbox', { name: /Negotiated price/ });
    await user.clear(price);
    await user.type(price, '105');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      action: 'change',
      version: 1,
      nights: [
        { night: '2026-12-14', units: 3 },
        { night: '2026-12-15', units: 4 },
      ],
      unitPrice: 10500,
    });
    expect(await within(groups).findByText('Double room · Standard changed.')).toBeInTheDocument();
    // Cancelling asks first; the server's refusal (here a reduction code) is said, not a bare failure.
    await user.click(within(groups).getByRole('button', { name: 'Cancel block Double room · Standard' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel block Double room · Standard?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel block' }));
    expect(
      await within(groups).findByText('Attendees have already picked up more rooms on Mon, 14 Dec 2026.'),
    ).toBeInTheDocument();
  });
});

describe('the rooming list', () => {
  it('shows who picked up which nights, paid or not, and downloads the CSV', async () => {
    const { calls } = openBooking([group('definite', [3, 3], [1, 1])]);
    const user = await signIn();
    const groups = await section();
    const table = await within(groups).findByRole('table', { name: 'Attendees of Medical Congress' });
    const row = within(table).getByRole('row', { name: /Grace Hopper/ });
    expect(within(row).getByRole('link', { name: 'B-77' })).toHaveAttribute('href', '/app/bookings/77');
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    const created = vi.fn(() => 'blob:rooming');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    await user.click(
      within(groups).getByRole('button', { name: 'Download the rooming list of Medical Congress as CSV' }),
    );
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(calls).toContain('GET /api/staff/group/30/roominglist.csv');
  });
});

describe('a booking that is no group booking', () => {
  it('shows no group blocks', async () => {
    detail.bookingcategoryId = 1;
    try {
      const { calls } = openBooking([]);
      await signIn();
      await waitFor(() => expect(calls).toContain('GET /api/staff/group/list?f.organiserBookingId=42'));
      await screen.findAllByRole('heading', { level: 2 });
      expect(screen.queryByRole('heading', { level: 2, name: 'Group blocks' })).toBeNull();
    } finally {
      detail.bookingcategoryId = 2;
    }
  });
});
