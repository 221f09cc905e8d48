import { describe, expect, it } from 'vitest';
import {
  addFiles,
  afterFailure,
  nextUpload,
  retried,
  UPLOAD_ATTEMPTS,
  type UploadItem,
  withItem,
} from './uploadQueue.ts';

const file = (name: string, type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

describe('the upload list', () => {
  it('takes images as New, and marks a wrong type or too large a file at once, never to be sent', () => {
    const items = addFiles(
      [],
      [file('a.jpg'), file('notes.pdf', 'application/pdf'), file('huge.png', 'image/png', 11 * 1024 * 1024)],
      1,
      'hero',
    );
    expect(items.map((i) => [i.key, i.status, i.problem])).toEqual([
      ['u1', 'New', null],
      ['u2', 'Error', 'images.problem.type'],
      ['u3', 'Error', 'images.problem.size'],
    ]);
    expect(retried(items[1] as UploadItem)).toBeNull();
  });

  it('uploads one at a time, the first New one', () => {
    const items = addFiles([], [file('a.jpg'), file('b.jpg')], 1, 'hero');
    expect(nextUpload(items)?.key).toBe('u1');
    const started = withItem(items, 'u1', { status: 'Progress', progress: 0.5 });
    expect(nextUpload(started)).toBeNull();
    expect(nextUpload(withItem(started, 'u1', { status: 'Done', progress: 1 }))?.key).toBe('u2');
  });

  it(`retries a network or server failure up to ${UPLOAD_ATTEMPTS} attempts, a refusal never; canceled is Cancel`, () => {
    let item = addFiles([], [file('a.jpg')], 1, 'panorama')[0] as UploadItem;
    const network = { status: 0, error: 'error.unknown' };
    for (let attempt = 1; attempt < UPLOAD_ATTEMPTS; attempt++) {
      item = { ...item, ...afterFailure(item, network) };
      expect([item.status, item.attempts]).toEqual(['New', attempt]);
    }
    item = { ...item, ...afterFailure(item, { status: 503, error: 'error.unknown' }) };
    expect([item.status, item.attempts, item.problem]).toEqual([
      'Error',
      UPLOAD_ATTEMPTS,
      'images.problem.failed',
    ]);
    // The user tries again: fresh attempts.
    expect(retried(item)).toEqual({ status: 'New', progress: 0, attempts: 0, problem: null });

    const fresh = addFiles([], [file('b.jpg')], 2, 'hero')[0] as UploadItem;
    expect(afterFailure(fresh, { status: 422, error: 'error.document.type' })).toMatchObject({
      status: 'Error',
      problem: 'images.problem.type',
    });
    expect(afterFailure(fresh, { status: 0, error: 'error.canceled' })).toMatchObject({ status: 'Cancel' });
  });
});
