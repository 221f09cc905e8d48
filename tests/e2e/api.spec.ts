import { PropertyLoginResponse } from '@venue/contract';
import { expect, test } from '../src/test.ts';

test('the seeded server logs a visitor into lindenhof over HTTP and lists its unit groups', async ({
  request,
}) => {
  const login = await request.post('/api/propertylogin', { data: { key: 'lindenhof' } });
  expect(login.status()).toBe(200);
  const session = PropertyLoginResponse.parse(await login.json());
  expect(session.propertyId).toBe(1);
  expect(login.headers()['x-auth-token']).toBe(session.token);

  const list = await request.get('/api/unitgroup/list?f.unitgroupcategoryId=2&o.sort=maxPersons|desc', {
    headers: { 'X-Auth-Token': session.token },
  });
  expect(list.status()).toBe(200);
  const body = (await list.json()) as { items: { code: string; maxPersons: number }[]; total: number };
  expect(body.items.map((u) => u.code)).toEqual(['PLENUM', 'BREAKOUT', 'BOARD']);
  expect(body.items[0]?.maxPersons).toBe(120);

  const anonymous = await request.get('/api/unitgroup/list');
  expect(anonymous.status()).toBe(401);
});
