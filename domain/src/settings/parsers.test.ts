import { describe, expect, it } from 'vitest';
import { parseOriginList } from './parsers.ts';
import { settingValueProblem } from './settings.ts';

// docs/embedding.md: a hotel lists its website's origin; the list becomes CSP frame-ancestors and the embed check.
describe('the origins allowed to embed', () => {
  it('takes https origins and http on localhost, lower-cased, without default ports or a trailing slash', () => {
    const parsed = parseOriginList(
      'https://www.Hotel.example, https://booking.hotel.example:8443 ,http://127.0.0.1:5173,http://localhost, ,https://www.hotel.example:443/',
    );
    expect(parsed).toEqual({
      ok: true,
      value: [
        'https://www.hotel.example',
        'https://booking.hotel.example:8443',
        'http://127.0.0.1:5173',
        'http://localhost',
      ],
    });
  });

  it.each([
    ['*'],
    ['https://*.hotel.example'],
    ['javascript:alert(1)'],
    ['data:text/html;base64'],
    ['https://www.hotel.example/booking'],
    ['https://www.hotel.example?x=1'],
    ['https://www.hotel.example#top'],
    ['https://user:pass@www.hotel.example'],
    ['https://www.hotel.example\r\nSet-Cookie: a=b'],
    ['https://www.hotel.example; script-src *'],
    ['https://www.hotel .example'],
    ['http://www.hotel.example'],
    ['https://www.hotel.example:0'],
    ['https://www.hotel.example:70000'],
    ['www.hotel.example'],
  ])('refuses %j and names it', (entry) => {
    const parsed = parseOriginList(`https://ok.example, ${entry}`);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.entry).toBe(entry);
    expect(parsed.reason).toContain(JSON.stringify(entry));
  });

  it('is the check the server runs on embed.allowedOrigins', () => {
    expect(settingValueProblem('embed.allowedOrigins', 'https://www.hotel.example')).toBeNull();
    expect(
      settingValueProblem('web.engine.configuration.embed.allowedOrigins', 'https://a.example,*'),
    ).toMatch(/"\*"/);
  });
});
