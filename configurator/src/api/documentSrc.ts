/** The address of a stored document (hero image, panorama): docs/api.md, "/api plus the document url". */
export function documentSrc(url: string): string {
  return /^https?:|^\/api\//.test(url) ? url : `/api${url}`;
}
