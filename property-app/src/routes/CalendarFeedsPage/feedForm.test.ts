import { CalendarFeedAddBody } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { exportBody, importBody, importDraftProblems, importRefusal } from './feedForm.ts';

describe('the export form', () => {
  it('sends the chosen unit group or unit, and the server takes it', () => {
    const group = exportBody('group:3');
    const unit = exportBody('unit:12');
    expect(group).toEqual({ direction: 'export', name: '', unitgroupId: 3 });
    expect(unit).toEqual({ direction: 'export', name: '', unitId: 12 });
    expect(CalendarFeedAddBody.safeParse(group).success).toBe(true);
    expect(CalendarFeedAddBody.safeParse(unit).success).toBe(true);
  });

  it('sends nothing while nothing is chosen', () => {
    expect(exportBody(null)).toBeNull();
    expect(exportBody('unit:')).toBeNull();
    expect(exportBody('room:4')).toBeNull();
  });
});

describe('the import form', () => {
  it('sends the unit and the trimmed http(s) address, and the server takes it', () => {
    const body = importBody({ unitId: 7, url: '  https://portal.example/ical/abc.ics ' });
    expect(body).toEqual({
      direction: 'import',
      name: '',
      unitId: 7,
      url: 'https://portal.example/ical/abc.ics',
    });
    expect(CalendarFeedAddBody.safeParse(body).success).toBe(true);
    expect(importDraftProblems({ unitId: 7, url: 'http://portal.example/x.ics' })).toEqual({});
  });

  it('names what is missing or wrong and sends nothing', () => {
    expect(importDraftProblems({ unitId: null, url: ' ' })).toEqual({
      unit: 'calendarFeeds.error.unit',
      url: 'calendarFeeds.error.urlMissing',
    });
    expect(importDraftProblems({ unitId: 1, url: 'ftp://portal.example/x.ics' })).toEqual({
      url: 'calendarFeeds.error.urlScheme',
    });
    expect(importDraftProblems({ unitId: 1, url: 'portal.example/x.ics' })).toEqual({
      url: 'calendarFeeds.error.urlScheme',
    });
    expect(importDraftProblems({ unitId: 1, url: 'https://' })).toEqual({
      url: 'calendarFeeds.error.urlInvalid',
    });
    expect(importBody({ unitId: null, url: 'https://portal.example/x.ics' })).toBeNull();
    expect(importBody({ unitId: 1, url: 'ftp://portal.example/x.ics' })).toBeNull();
  });

  it('turns the server’s refusal of the address into the field’s message', () => {
    const refused = (message: string) => importRefusal(422, [{ path: 'url', message }]);
    expect(refused('not an address of this network')).toBe('calendarFeeds.error.urlInternal');
    expect(refused('no user name or password in the URL')).toBe('calendarFeeds.error.urlCredentials');
    expect(refused('only http and https URLs')).toBe('calendarFeeds.error.urlScheme');
    expect(refused('not a URL')).toBe('calendarFeeds.error.urlInvalid');
    expect(importRefusal(400, [{ path: 'url', code: 'too_big', message: 'Too big' }])).toBe(
      'calendarFeeds.error.urlInvalid',
    );
  });

  it('leaves failures that are no field’s fault to the general message', () => {
    expect(importRefusal(404, [])).toBeNull();
    expect(importRefusal(500, [{ path: 'url', message: 'not a URL' }])).toBeNull();
  });
});
