import {
  DocumentUploadData,
  DocumentUploadExtra,
  DocumentUploaded,
  ErrorKey,
  rowChecks,
} from '@venue/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { documentUrl } from '../../catalog/catalog.ts';
import { addDocument } from '../../db/documentQueries.ts';
import { rowProperty } from '../../db/resourceQueries.ts';
import * as t from '../../db/schema.ts';
import { documentName, IMAGE_LIMITS, ImageRefused, storeImage } from '../../documents/images.ts';
import { InvalidInput, Unprocessable } from '../../failures.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { validationBody, validationStatus } from '../errors.ts';
import { doc, jsonSchema } from '../openapi.ts';
import { requireProperty, staffAuth, staffOf } from '../staffGuard.ts';

/** docs/api.md#documents: the upload path, which has its own body limit (the API's 256 KB is too small). */
export const UPLOAD_PATH = '/api/staff/document/upload';

/** The multipart envelope around the file: a little more than the file itself may be. */
const UPLOAD_BODY_BYTES = IMAGE_LIMITS.maxBytes + 64 * 1024;

const refused = {
  type: [ErrorKey.documentType, 'Only JPEG, PNG and WebP images can be uploaded'],
  size: [ErrorKey.documentSize, `Images are limited to ${IMAGE_LIMITS.maxBytes} bytes`],
  dimensions: [ErrorKey.documentSize, `Images are limited to ${IMAGE_LIMITS.maxPixels} pixels`],
} as const;

/** A JSON form field parsed by a schema; 400 with the usual details when it is not. */
function jsonPart<T>(
  raw: unknown,
  schema: {
    safeParse: (
      v: unknown,
    ) => { success: true; data: T } | { success: false; error: Parameters<typeof validationBody>[0] };
  },
  part: string,
  optional: boolean,
): T {
  let value: unknown = {};
  if (typeof raw === 'string' && raw.trim() !== '') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new InvalidInput(`Invalid ${part}`, [{ path: part, message: 'not JSON' }]);
    }
  } else if (!optional) {
    throw new InvalidInput(`Invalid ${part}`, [{ path: part, message: 'required' }]);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const body = validationBody(parsed.error, part);
    throw validationStatus(parsed.error) === 422
      ? new Unprocessable(body.error, body.message, body.details)
      : new InvalidInput(body.message, body.details, body.error);
  }
  return parsed.data;
}

/** The upload's form for the OpenAPI document: the file, and its data and extraData as JSON texts. */
const jsonText = (schema: z.ZodType) =>
  z.string().meta({ contentMediaType: 'application/json', contentSchema: jsonSchema(schema, 'input') });
const UploadForm = z.object({
  file: z.file().describe('A JPEG, PNG or WebP image'),
  data: jsonText(DocumentUploadData),
  extraData: jsonText(DocumentUploadExtra).optional(),
});

/**
 * POST /api/staff/document/upload (spec 7: multipart with file, data, extraData): an image for the property's
 * offer. The file is decoded and re-encoded with its thumbnails (server/src/documents/images.ts); anything that is
 * not an accepted image is refused with a clear error and nothing is stored.
 */
export function documentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use('/staff/*', staffAuth(deps)).post(
    '/staff/document/upload',
    doc(
      'documents',
      'Upload an image (multipart: file, data, extraData): stored re-encoded, with thumbnails',
      { status: 201, schema: DocumentUploaded },
      { body: { media: 'multipart/form-data', schema: UploadForm } },
    ),
    bodyLimit({
      maxSize: UPLOAD_BODY_BYTES,
      // The connection closes without reading the rest, as for every body over its limit (server/src/app.ts).
      onError: (c) =>
        c.json({ error: ErrorKey.documentSize, message: refused.size[1], details: [] }, 413, {
          Connection: 'close',
        }),
    }),
    async (c) => {
      const staff = staffOf(c);
      const type = c.req.header('Content-Type') ?? '';
      if (!type.startsWith('multipart/form-data')) throw new InvalidInput('Expected multipart/form-data');
      const form = await c.req.parseBody();
      const data = jsonPart(form.data, DocumentUploadData, 'data', false);
      const extra = jsonPart(form.extraData, DocumentUploadExtra, 'extraData', true);
      const file = form.file;
      if (!(file instanceof File))
        throw new InvalidInput('Invalid body', [{ path: 'file', message: 'required' }]);
      requireProperty(staff, data.propertyId);
      const problems = rowChecks.document?.(data) ?? [];
      if (problems.length) throw new Unprocessable(ErrorKey.validation, 'Invalid fields', problems);
      for (const [field, parent] of [
        ['unitgroupId', { table: t.unitgroup, id: t.unitgroup.id, propertyId: t.unitgroup.propertyId }],
        [
          'servicetypeId',
          { table: t.servicetype, id: t.servicetype.id, propertyId: t.servicetype.propertyId },
        ],
      ] as const) {
        const id = data[field];
        if (id !== null && (await deps.database.run((db) => rowProperty(db, parent, id))) !== data.propertyId)
          throw new Unprocessable(ErrorKey.validation, 'Invalid fields', [
            { path: field, message: 'no such entry of this property' },
          ]);
      }
      let image: Awaited<ReturnType<typeof storeImage>>;
      try {
        image = await storeImage(new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (!(error instanceof ImageRefused)) throw error;
        const [key, message] = refused[error.reason];
        throw new Unprocessable(key, message, [{ path: 'file', message }]);
      }
      const row = await deps.database.run((db) =>
        addDocument(db, { ...data, name: documentName(file.name), i18n: extra.i18n }, image),
      );
      deps.catalogs.forget(data.propertyId);
      return c.json(
        { ...row, url: documentUrl(row), thumbnails: image.thumbnails.map((th) => th.width) },
        201,
      );
    },
  );
}
