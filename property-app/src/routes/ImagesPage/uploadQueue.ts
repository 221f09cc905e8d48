import { UPLOAD_LIMITS } from '@venue/contract';

/*
 * The images waiting to be uploaded (spec 4: upload item status New, Start, Progress, Error, Cancel, Done; only
 * New or Error items are uploaded; spec 9: a failed upload is retried up to 3 times). Pure: the page keeps the
 * list in its state and runs the uploads.
 */

export type UploadStatus = 'New' | 'Start' | 'Progress' | 'Error' | 'Cancel' | 'Done';
export type Purpose = 'hero' | 'panorama';

export interface UploadItem {
  readonly key: string;
  readonly file: File;
  /** What the image is for (hero slide, panorama), chosen when it was added. */
  readonly purpose: Purpose;
  readonly status: UploadStatus;
  /** The share sent, 0..1. */
  readonly progress: number;
  /** Attempts made so far. */
  readonly attempts: number;
  /** Why it failed: an i18n key. */
  readonly problem: string | null;
}

/** How often one upload is tried before it shows as failed (spec 9: upload retries 3). */
export const UPLOAD_ATTEMPTS = 3;

/** Why a file cannot be uploaded, checked before it is sent (the server checks again): an i18n key, or null. */
export function fileProblem(file: { readonly size: number; readonly type: string }): string | null {
  if (!(UPLOAD_LIMITS.types as readonly string[]).includes(file.type)) return 'images.problem.type';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'images.problem.size';
  return null;
}

/** The files added to the list: each New, or at once Error when it cannot be uploaded. */
export function addFiles(
  items: readonly UploadItem[],
  files: readonly File[],
  firstKey: number,
  purpose: Purpose,
): UploadItem[] {
  return [
    ...items,
    ...files.map((file, i) => {
      const problem = fileProblem(file);
      return {
        key: `u${firstKey + i}`,
        file,
        purpose,
        status: problem ? ('Error' as const) : ('New' as const),
        progress: 0,
        attempts: problem ? UPLOAD_ATTEMPTS : 0,
        problem,
      };
    }),
  ];
}

/** The item with `key` changed. */
export function withItem(
  items: readonly UploadItem[],
  key: string,
  change: Partial<UploadItem>,
): UploadItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

/** The next item to upload: one at a time, the first New one; none while one is under way. */
export function nextUpload(items: readonly UploadItem[]): UploadItem | null {
  if (items.some((i) => i.status === 'Start' || i.status === 'Progress')) return null;
  return items.find((i) => i.status === 'New') ?? null;
}

/** A failed attempt worth repeating: the network or the server, not a refusal of the file or the data. */
export function retriable(failure: { readonly status: number; readonly error: string }): boolean {
  if (failure.error === 'error.canceled') return false;
  return failure.status === 0 || failure.status === 429 || failure.status >= 500;
}

/** The i18n key that says why the server refused or the upload failed. */
export function failureProblem(failure: { readonly status: number; readonly error: string }): string {
  if (failure.error === 'error.document.type') return 'images.problem.type';
  if (failure.error === 'error.document.size') return 'images.problem.size';
  return 'images.problem.failed';
}

/** The item after a failed attempt: New again to be retried, or Error for good (until the user retries it). */
export function afterFailure(
  item: UploadItem,
  failure: { readonly status: number; readonly error: string },
): Partial<UploadItem> {
  if (failure.error === 'error.canceled') return { status: 'Cancel', progress: 0, problem: null };
  const attempts = item.attempts + 1;
  if (retriable(failure) && attempts < UPLOAD_ATTEMPTS) return { status: 'New', progress: 0, attempts };
  return { status: 'Error', progress: 0, attempts, problem: failureProblem(failure) };
}

/** The user asks for another go at a failed or canceled upload: New, with fresh attempts. */
export function retried(item: UploadItem): Partial<UploadItem> | null {
  if (item.status !== 'Error' && item.status !== 'Cancel') return null;
  if (fileProblem(item.file)) return null;
  return { status: 'New', progress: 0, attempts: 0, problem: null };
}
