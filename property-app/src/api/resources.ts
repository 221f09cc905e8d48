import type { HttpClient, Query, UploadOptions } from '@venue/api-client';
import {
  DocumentUploaded,
  listResponse,
  RESOURCE_SCHEMAS,
  type ResourceBase,
  ResourceObjections,
} from '@venue/contract';
import { z } from 'zod';

/** The answer of `new`: field values by name. */
const NewDefaults = z.record(z.string(), z.unknown());

/** The 204 of a delete. */
const NoBody = z.unknown();

type Schemas = typeof RESOURCE_SCHEMAS;
/** A row of a base as the API answers it. */
export type ResourceRow<B extends ResourceBase> = z.infer<Schemas[B]['row']>;
/** The writable fields of a base (an `add` body, a form's values). */
export type ResourceFields<B extends ResourceBase> = z.input<Schemas[B]['fields']>;

/**
 * The generic resource pattern (docs/api.md#resources) for one base: every call of /api/staff/{base}/, its
 * answers parsed by the server's own schemas.
 */
function resourceApi<B extends ResourceBase>(client: HttpClient, base: B) {
  const path = `/api/staff/${base}`;
  const row = RESOURCE_SCHEMAS[base].row as unknown as z.ZodType<ResourceRow<B>>;
  return {
    /**
     * POST new: the defaults of a new row of the owner (`{ propertyId }`, `{ unitgroupId }`, `{ serviceId }`); not
     * yet a valid row (a name is still empty), so only their shape is checked.
     */
    defaults: (owner: Record<string, number>) =>
      client.post(`${path}/new`, owner, NewDefaults) as Promise<Partial<ResourceFields<B>>>,
    get: (id: number) => client.get(`${path}/${id}`, row),
    list: (query: Query) => client.get(`${path}/list`, listResponse(row), query),
    add: (body: ResourceFields<B>) => client.post(`${path}/add`, body, row),
    /** Only the changed fields, with the id and the version the user read; a stale version rejects with 409. */
    update: (id: number, version: number, changes: Partial<ResourceFields<B>>) =>
      client.post(`${path}/update/${id}`, { ...changes, id, version }, row),
    remove: (id: number, version: number) => client.delete(`${path}/delete/${id}?version=${version}`, NoBody),
    objectionable: (id: number) => client.post(`${path}/objectionable/${id}`, {}, ResourceObjections),
  };
}

export type ResourceApi<B extends ResourceBase> = ReturnType<typeof resourceApi<B>>;

/**
 * POST /api/staff/document/upload (docs/api.md#documents): the image `file` with what it is for in `data` (JSON),
 * reporting the share sent; the document as stored.
 */
export function uploadDocument(
  client: HttpClient,
  file: File,
  data: { propertyId: number; kind: 'hero' | 'panorama'; description?: string },
  options: UploadOptions,
) {
  const form = new FormData();
  form.set('file', file);
  form.set('data', JSON.stringify(data));
  return client.upload('/api/staff/document/upload', form, DocumentUploaded, options);
}

/** The resource calls of every base: `resources.service.list(...)`. */
export function createResourceApi(client: HttpClient): { readonly [B in ResourceBase]: ResourceApi<B> } {
  const bases = Object.keys(RESOURCE_SCHEMAS) as ResourceBase[];
  return Object.fromEntries(bases.map((base) => [base, resourceApi(client, base)])) as {
    readonly [B in ResourceBase]: ResourceApi<B>;
  };
}
