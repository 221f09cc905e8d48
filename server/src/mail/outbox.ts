import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OUTBOX_ID, type OutboxEntry } from './mailer.ts';

/** The dev outbox's list entries, newest first (the file names sort by time). */
export async function listOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return []; // No mail yet: the folder is made by the first one.
  }
  const ids = names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter((id) => OUTBOX_ID.test(id))
    .sort()
    .reverse();
  const entries = await Promise.all(ids.map((id) => readOutboxEntry(dir, id)));
  return entries.filter((e): e is OutboxEntry => e !== null);
}

/** One outbox mail by id, or null; an id that is not an outbox name is never read (no path tricks). */
export async function readOutboxEntry(dir: string, id: string): Promise<OutboxEntry | null> {
  if (!OUTBOX_ID.test(id)) return null;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as OutboxEntry;
  } catch {
    return null;
  }
}

/** The web links in a mail's text, in order, each once (what a developer clicks on the outbox page). */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
