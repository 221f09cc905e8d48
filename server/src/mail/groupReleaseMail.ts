import { formats } from './bookingMail.ts';
import { escapeHtml as h, type MailLanguage, translator } from './templates.ts';

/** One night of the block as the mail lists it. */
export interface ReleaseMailNight {
  /** 'YYYY-MM-DD', the night of arrival. */
  readonly night: string;
  readonly units: number;
  readonly picked: number;
  readonly remaining: number;
  /** 'YYYY-MM-DD': the day this night's unbooked rooms go back on sale, or null when never before it. */
  readonly releaseDay: string | null;
}

/** What a pickup summary mail of a block says, already read and named. */
export interface GroupReleaseMail {
  readonly occasion: 'before' | 'released';
  /** The organiser's name, or null for the hotel's mail. */
  readonly name: string | null;
  readonly property: string;
  readonly event: string;
  readonly pickupCode: string;
  readonly unitgroup: string;
  readonly rateplan: string;
  /** 'YYYY-MM-DD': the release point, the first night's if they differ (before), or the day it was released. */
  readonly releaseDay: string;
  /** The attendees' bookings taken from the block. */
  readonly attendees: number;
  readonly nights: readonly ReleaseMailNight[];
}

/**
 * docs/rules.md#group-blocks: a block's pickup summary, some days before its release or at it, to the organiser
 * or the hotel, in their language: per night the rooms held, booked by attendees and still open (before) or back
 * on public sale (released), the attendees' bookings and the release date. Subject, plain text and simple HTML.
 */
export function groupReleaseMail(language: MailLanguage, m: GroupReleaseMail) {
  const t = translator(language);
  const f = formats(language, 'EUR');
  const values = {
    event: m.event,
    property: m.property,
    unitgroup: m.unitgroup,
    rateplan: m.rateplan,
    code: m.pickupCode,
    date: f.date(m.releaseDay),
  };
  const before = m.occasion === 'before';
  // A rolling release (docs/rules.md#group-blocks) gives each night its own day: the mail before it names each.
  const rolling = before && new Set(m.nights.map((n) => n.releaseDay)).size > 1;
  const subject = t(
    before
      ? rolling
        ? 'mail.grouprelease.before.subjectRolling'
        : 'mail.grouprelease.before.subject'
      : 'mail.grouprelease.released.subject',
    values,
  );
  const greeting =
    m.name === null ? t('mail.staff.greeting') : t('mail.grouprelease.greeting', { name: m.name });
  const intro = t(
    before
      ? rolling
        ? 'mail.grouprelease.before.introRolling'
        : 'mail.grouprelease.before.intro'
      : 'mail.grouprelease.released.intro',
    values,
  );
  const header = [
    t('mail.grouprelease.night'),
    t('mail.grouprelease.units'),
    t('mail.grouprelease.picked'),
    t(before ? 'mail.grouprelease.remaining' : 'mail.grouprelease.returned'),
    ...(rolling ? [t('mail.grouprelease.releaseDay')] : []),
  ];
  const rows = m.nights.map((n) => [
    f.date(n.night),
    String(n.units),
    String(n.picked),
    String(before ? n.remaining : Math.max(0, n.units - n.picked)),
    ...(rolling ? [n.releaseDay === null ? '' : f.date(n.releaseDay)] : []),
  ]);
  const facts = [
    t('mail.grouprelease.attendees', { count: m.attendees }),
    t(
      before
        ? rolling
          ? 'mail.grouprelease.before.releaseRolling'
          : 'mail.grouprelease.before.release'
        : 'mail.grouprelease.released.release',
      values,
    ),
  ];
  const outro = t(before ? 'mail.grouprelease.before.outro' : 'mail.grouprelease.released.outro', values);
  const signature = t('mail.signature');
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(
      ([night, units, picked, left, releaseDay]) =>
        `${night}: ${header[1]} ${units}, ${header[2]} ${picked}, ${header[3]} ${left}` +
        (rolling ? `, ${header[4]} ${releaseDay}` : ''),
    ),
    '',
    ...facts,
    '',
    outro,
    '',
    '-- ',
    signature,
    '',
  ].join('\n');
  const cell = (tag: 'th' | 'td', s: string) => `<${tag} style="padding: 2px 12px 2px 0">${h(s)}</${tag}>`;
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${h(greeting)}</p>
<p>${h(intro)}</p>
<table style="border-collapse: collapse">
<tr>${header.map((s) => cell('th', s)).join('')}</tr>
${rows.map((r) => `<tr>${r.map((s) => cell('td', s)).join('')}</tr>`).join('\n')}
</table>
<p>${facts.map(h).join('<br>')}</p>
<p>${h(outro)}</p>
<p>${h(signature)}</p>
</body></html>
`;
  return { subject, text, html };
}
