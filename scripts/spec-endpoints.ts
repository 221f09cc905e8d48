// Counts the spec's endpoint slots (product spec, section 7 "The calls it makes") that the API serves at the
// spec's own path and method, from the app's OpenAPI document (every registered route is in it, see
// server/src/http/openapi.test.ts): `npx tsx scripts/spec-endpoints.ts [--missing]`. docs/api.md#the-specs-own-paths
// gives the figures. A slot is one method and path; `{}` is a path parameter.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/src/db/client.ts';
import { createApp } from '../server/src/http/app.ts';

/** Spec 7 "Bases": each has the generic pattern's seven calls. */
const BASES = [
  'user',
  'herodocument',
  'servicetype',
  'unit',
  'unitdocument',
  'customeraccount',
  'servicegroup',
  'portal/search/tag',
  'pushdevice',
  'paymentmethod',
  'country',
  'salutation',
  'guest',
  'bookingguest',
  'bookingreason',
  'bookingunitgroup',
  'calendar/unitgroup/unavailability',
  'calendar/booking/unavailability',
  'calendar/unit/unavailability',
  'calendar/service/unavailability',
  'externalaccount',
  'language',
  'user/profile',
  'service',
  'property',
  'propertysetting',
  'setting',
  'timeslicedefinition',
  'timezone',
  'paymenttype',
  'messageoverview',
  'messagecategory',
  'documenttemplatecategory',
  'contact',
  'securityrole',
  'usersecurityrole',
  'userrelationcategory',
  'academictitle',
  'unitgroup',
];

/** The generic resource pattern of spec 7, on one base. */
const pattern = (base: string): string[] => [
  `POST /api/${base}/new`,
  `GET /api/${base}/{}`,
  `GET /api/${base}/list`,
  `POST /api/${base}/add`,
  `POST /api/${base}/update/{}`,
  `DELETE /api/${base}/delete/{}`,
  `POST /api/${base}/objectionable/{}`,
];

/** Every other call of spec 7 whose path it shows (calls with "path not shown" are not slots). */
const NAMED = [
  // Auth.
  ...[
    'login',
    'loginbyexternalaccount',
    'logout',
    'fblogin',
    'applelogin',
    'linkedinlogin',
    'bookingsuitelogin',
    'apaleologin',
    'signup',
    'passwordReset',
    'passwordResetChange',
    'passwordChange',
    'apaleo-client-login',
  ].map((name) => `POST /api/${name}`),
  'GET /api/session/user',
  'POST /api/password/reset',
  'POST /api/password/update',
  'POST /api/password/update/token',
  // Booking.
  'POST /api/booking/makepayment',
  'GET /api/booking/paymentstatus/{}',
  'GET /api/booking/byTokenAndInternalIdOrExternalId/{}/{}',
  'POST /api/booking/confirm/{}/{}',
  'POST /api/booking/cancel/{}/{}',
  'POST /api/booking/setPaymentmethod/{}/{}/{}',
  'POST /api/booking/edit/{}/{}',
  'POST /api/bookingguest/pickup/unavailability',
  'POST /api/bookingguest/makepayment',
  'GET /api/bookingunitgroup/pickup/information/{}',
  'POST /api/bookingunitgroup/pickup',
  // Availability, lists, documents.
  'POST /api/unitgroup/availability',
  'GET /api/customeraccount/check',
  'GET /api/setup/list',
  'GET /api/setup/{}',
  'POST /api/document/upload',
  // User relation.
  'GET /api/userrelation/read/{}',
  'POST /api/userrelation/nomatch/{}',
  'POST /api/userrelation/match/both/{}',
  'POST /api/userrelation/match/private/{}',
  'POST /api/userrelation/match/business/{}',
  'DELETE /api/userrelation/deleteByRelatedUserIdForLoggedInUser',
  'DELETE /api/userrelation/deleteByRelatedUserIdRelationcategoryIdRelationtypeIdForLoggedInUser',
  // Payment.
  'POST /api/payment/adyen/payment',
  'GET /api/payment/adyen/paymentmethods/{}',
  'GET /api/payment/adyen/paymentsession/{}',
  'POST /api/payment/adyen/paymentdetails',
  // Other.
  'GET /api/api/info',
  'GET /api/property/css/{}',
  'GET /api/property/manifest/{}',
  'GET /api/property/i18n/{}',
  'GET /api/unitgroup/i18n/{}',
  'POST /api/propertylogin',
];

/** Every slot of spec 7, once. */
const SPEC_SLOTS: readonly string[] = [...new Set([...BASES.flatMap(pattern), ...NAMED])];

/** The method and path of every operation the app documents, parameters as `{}`, case kept. */
async function servedSlots(): Promise<Set<string>> {
  const database = await openDatabase({ pgliteDir: null });
  try {
    const app = createApp({ database, staticDir: mkdtempSync(join(tmpdir(), 'spec-endpoints-')) });
    const res = await app.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const served = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths))
      for (const method of Object.keys(operations))
        served.add(`${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`);
    return served;
  } finally {
    await database.close();
  }
}

const served = await servedSlots();
const missing = SPEC_SLOTS.filter((slot) => !served.has(slot));
console.log(
  `${SPEC_SLOTS.length - missing.length} of ${SPEC_SLOTS.length} spec endpoint slots served at the spec's own path`,
);
if (process.argv.includes('--missing')) for (const slot of missing) console.log(`  missing: ${slot}`);
process.exit(0);
