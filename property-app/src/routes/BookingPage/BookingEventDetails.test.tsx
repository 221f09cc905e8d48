import { render, within } from '@testing-library/react';
import type { StaffBookingDetail } from '@venue/contract';
import { BookingState, viewOfBooking } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/instance.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { testRecord } from './testRecord.ts';

/* docs/rules.md#the-booking-record: staff read the event as the guest named it: title, reason (as booked), purpose. */

const record = testRecord({
  eventtitle: 'Vertriebstagung 2027',
  description: 'Jahresplanung\nmit Workshops',
  bookingreason: { id: 3, names: { de: 'Konferenz', en: 'Conference' } },
});

const detail = {
  id: 42,
  propertyId: 1,
  bookingcode: 'B-42',
  bookingstate: BookingState.New,
  version: 1,
  origin: 'request',
  bookingcategoryId: 1,
  arrival: '2026-12-23T08:00',
  departure: '2026-12-23T18:00',
  booker: { firstname: '', lastname: 'Test', company: '', email: '' },
  total: 0,
  currency: 'EUR',
  createdAt: '2026-11-20T10:00:00.000Z',
  optionDate: null,
  bookingchannelId: 4,
  data: record,
  paymentmethod: null,
  reservationcode: 'R-ABCDEFGH',
  cancelDaysBeforeArrival: 14,
  history: [],
  allowedActions: [],
  paymentDue: null,
  mails: [],
} as StaffBookingDetail;

/** The value of a term in the page's facts. */
const factOf = (page: HTMLElement, term: string) =>
  within(page).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('the event on the staff’s booking page', () => {
  for (const [language, words] of [
    [
      'en',
      { title: 'Event title', reason: 'Reason for the booking', about: 'Description', name: 'Conference' },
    ],
    [
      'de',
      {
        title: 'Titel der Veranstaltung',
        reason: 'Anlass der Buchung',
        about: 'Beschreibung',
        name: 'Konferenz',
      },
    ],
  ] as const)
    it(`names the title, the reason and the purpose (${language})`, () => {
      const { container } = render(
        <I18nRoot instance={createI18n(language)}>
          <BookingDetails detail={detail} view={viewOfBooking(record, language)} />
        </I18nRoot>,
      );
      expect(factOf(container, words.title)).toBe('Vertriebstagung 2027');
      expect(factOf(container, words.reason)).toBe(words.name);
      expect(factOf(container, words.about)).toBe('Jahresplanung\nmit Workshops');
    });

  it('a booking without a reason names none', () => {
    const plain = testRecord({ eventtitle: 'Retreat' });
    const { container } = render(
      <I18nRoot instance={createI18n('en')}>
        <BookingDetails detail={{ ...detail, data: plain }} view={viewOfBooking(plain, 'en')} />
      </I18nRoot>,
    );
    expect(within(container).queryByText('Reason for the booking')).toBeNull();
  });
});
