import { describe, expect, it } from 'vitest';
import type { PageRef } from '../model/pages.ts';
import { firstTab, landingPage, neighbours, resolveActivePage } from './navigation.ts';
import type { TabPage } from './pageList.ts';

const tab = (ref: PageRef, disabled = false): TabPage => ({
  ref,
  disabled,
  availableFrom: null,
  servicetypeId: null,
});
const setup = tab({ page: 'setup', unitgroupindex: 1 });
const meeting = tab({ page: 'unitgroup', unitgroupindex: 1, category: 2 });
const catering = tab({ page: 'service', unitgroupindex: 1, servicecode: 'catering' });
const tech = tab({ page: 'service', unitgroupindex: 1, servicecode: 'tech' }, true);
const parking = tab({ page: 'service', unitgroupindex: 0, servicecode: 'parking' });
const cart = tab({ page: 'cart', unitgroupindex: 1 });
const pages = [setup, meeting, catering, tech, parking, cart];

describe('next and back', () => {
  it('go to the nearest neighbouring tab that is not disabled', () => {
    expect(neighbours(pages, catering.ref, true)).toEqual({ next: parking, back: meeting });
    expect(neighbours(pages, parking.ref, true).back).toBe(catering);
  });
  it('are not shown before the cart is started', () => {
    expect(neighbours(pages, catering.ref, false)).toEqual({ next: null, back: null });
  });
  it('there is no next after the cart and no back before the first page', () => {
    expect(neighbours(pages, cart.ref, true).next).toBeNull();
    expect(neighbours(pages, setup.ref, true).back).toBeNull();
  });
  it('a page that is not in the list has no neighbours', () => {
    expect(neighbours(pages, { page: 'cart', unitgroupindex: 7 }, true)).toEqual({ next: null, back: null });
  });
});

describe('the active page after the page list changes', () => {
  it('stays on the same page when it is still there', () => {
    expect(resolveActivePage(pages, { page: 'service', unitgroupindex: 1, servicecode: 'catering' })).toEqual(
      {
        kind: 'stay',
        page: catering,
      },
    );
  });
  it('finds the same page again for another day', () => {
    expect(resolveActivePage(pages, { page: 'service', unitgroupindex: 3, servicecode: 'catering' })).toEqual(
      {
        kind: 'rematched',
        page: catering,
      },
    );
    expect(resolveActivePage(pages, { page: 'unitgroup', unitgroupindex: 2, category: 2 }).kind).toBe(
      'rematched',
    );
    expect(resolveActivePage(pages, { page: 'cart', unitgroupindex: 0 }).kind).toBe('rematched');
  });
  it('a lost page hands over to the page that now stands where it stood', () => {
    expect(resolveActivePage(pages, { page: 'service', unitgroupindex: 1, servicecode: 'spa' })).toEqual({
      kind: 'lost',
      page: cart,
    });
    const lostRooms = resolveActivePage(pages, { page: 'unitgroup', unitgroupindex: 0, category: 1 });
    expect(lostRooms).toMatchObject({ kind: 'lost' });
    // The rooms page stood before the meeting rooms: the meeting rooms page takes over.
    expect(lostRooms.kind === 'lost' && lostRooms.page).toBe(meeting);
    expect(resolveActivePage([], { page: 'cart', unitgroupindex: 0 })).toEqual({ kind: 'lost', page: null });
  });
  it('moves to the nearest enabled tab when the active tab becomes disabled', () => {
    expect(resolveActivePage(pages, tech.ref)).toEqual({ kind: 'moved', page: parking, from: tech });
    const earlierOnly = [catering, tech, tab(cart.ref, true)];
    expect(resolveActivePage(earlierOnly, tech.ref)).toMatchObject({ kind: 'moved', page: catering });
  });
  it('warns when every tab is disabled', () => {
    const allOff = pages.map((p) => ({ ...p, disabled: true }));
    expect(resolveActivePage(allOff, catering.ref)).toEqual({
      kind: 'allDisabled',
      page: allOff[2],
      warning: 'all tabs are disabled',
    });
  });
});

describe('where the configurator opens', () => {
  it('start opens the first tab after the setup page', () => {
    expect(firstTab(pages)).toBe(meeting);
  });
  it('start skips a disabled first tab', () => {
    expect(firstTab([setup, tab(meeting.ref, true), catering, cart])).toBe(catering);
  });
  it('start falls back to the meeting-room page, then the cart', () => {
    expect(firstTab([setup, tab(meeting.ref, true), tab(cart.ref, true)])?.ref).toEqual(meeting.ref);
    expect(firstTab([tab(cart.ref, true)])?.ref).toEqual(cart.ref);
    expect(firstTab([])).toBeNull();
  });
  it('a loaded existing booking opens the cart page', () => {
    expect(landingPage(pages, true, catering.ref)).toEqual(cart.ref);
    expect(landingPage(pages, false, catering.ref)).toEqual(catering.ref);
    expect(landingPage([], true, catering.ref)).toEqual(catering.ref);
  });
});
