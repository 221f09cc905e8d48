import { z } from 'zod';

// The server's Content-Security-Policy allows no eval (server/src/security/headers.ts): zod's compiled object
// parsers could not run anyway, and its probe for them (`new Function`, made as each object schema is created)
// is reported as a CSP violation (Lighthouse: inspector-issues). Parsing is the same without them.
// Imported first by main.tsx, before any module creates a schema.
z.config({ jitless: true });
