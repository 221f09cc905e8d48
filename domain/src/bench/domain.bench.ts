import { CalendarDate } from '@internationalized/date';
import { bench, describe } from 'vitest';
import { cartReducer } from '../cart/reducer.ts';
import { priceCart } from '../pricing/priceCart.ts';
import { cartReadiness } from '../readiness/readiness.ts';
import { addService, removeService } from '../relations/engine.ts';
import { buildEventFixture } from '../testing/eventFixture.ts';

/*
 * The benchmark: a 30-day event with 500 service lines over a 200-service catalog with
 * relations. Target: readiness + pricing together under 1 ms median (one frame has 16 ms).
 * Run: npm run bench -w @venue/domain (vitest bench --run); add --outputJson for the median.
 */

const { cart, catalog, settings } = buildEventFixture();
const relationCtx = { catalog, settings };
const reducerCtx = { today: new CalendarDate(2027, 1, 1), now: '2027-01-01T00:00:00Z', settings, catalog };
// Service 10 adds service 11 and carries no group: a typical add with one relation effect.
const addRequest = { serviceId: 10, slotIndex: 15 };
const added = addService(cart, addRequest, relationCtx);
const addedKey = added.added.find((e) => e.cause === 'guest')?.key ?? '';
let people = 30;
// Longer runs and a warm-up: the machine is shared, and the first task would otherwise pay for the JIT.
const options = { time: 1500, warmupTime: 500, warmupIterations: 50 };

describe('30-day event, 500 service lines, 200-service catalog', () => {
  bench(
    'readiness',
    () => {
      cartReadiness(cart, catalog, [], settings);
    },
    options,
  );
  bench(
    'full pricing',
    () => {
      priceCart(cart, catalog, [], settings);
    },
    options,
  );
  bench(
    'readiness + pricing',
    () => {
      cartReadiness(cart, catalog, [], settings);
      priceCart(cart, catalog, [], settings);
    },
    options,
  );
  bench(
    'relation engine: one add',
    () => {
      addService(cart, addRequest, relationCtx);
    },
    options,
  );
  bench(
    'relation engine: add and remove round trip',
    () => {
      removeService(addService(cart, addRequest, relationCtx).cart, addedKey, relationCtx);
    },
    options,
  );
  bench(
    'cart reducer: one step (set day people)',
    () => {
      people = people === 30 ? 31 : 30;
      cartReducer(cart, { type: 'setDayPeople', index: 15, people }, reducerCtx);
    },
    options,
  );
});
