#!/usr/bin/env node
// Checks every relative link in the repository's Markdown files (README.md, docs/**, and every other tracked *.md):
// the file or folder it names must exist and its #anchor must be a heading of the target (GitHub's slugs) or an
// explicit <a id="…">/<a name="…">. External links (http, https, mailto and other schemes) are not followed.
// Prints each broken link as `file:line: target (reason)` and exits 1; part of `npm run lint`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Markdown files to check: git's tracked and new ones, else README.md and docs/ from the disk. */
function markdownFiles() {
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '*.md'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const files = out.split('\0').filter((f) => f && existsSync(join(root, f)));
    if (files.length) return files.sort();
  } catch {
    // Not a git checkout: fall back to the documentation folders.
  }
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', ...walk('docs')].filter((f) => existsSync(join(root, f)));
}

/** The text with code blocks and code spans blanked out (same length and line breaks, so offsets still hold). */
function withoutCode(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  const lines = text.split('\n');
  let fence = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      const closing = open && open[1]?.[0] === fence[0] && (open[1]?.length ?? 0) >= fence.length;
      if (closing && line.trim() === open?.[1]) fence = null;
      lines[i] = blank(line);
    } else if (open) {
      fence = open[1] ?? null;
      lines[i] = blank(line);
    }
  }
  return lines
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
}

/** GitHub's slug of a heading (github-slugger): lower case, punctuation but `-` and `_` dropped, spaces to `-`. */
function slugOf(heading) {
  const text = heading
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/`/g, '')
    .replace(/\*+/g, '')
    .replace(/&[a-z]+;|&#\d+;/gi, '');
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: its headings' slugs (duplicates numbered) and explicit ids and names. */
function anchorsOf(text) {
  const anchors = new Set();
  // github-slugger's numbering: a slug seen before gets -1, -2, … (skipping any taken meanwhile).
  const occurrences = new Map();
  const add = (slug) => {
    let result = slug;
    while (occurrences.has(result)) {
      const n = (occurrences.get(slug) ?? 0) + 1;
      occurrences.set(slug, n);
      result = `${slug}-${n}`;
    }
    occurrences.set(result, 0);
    anchors.add(result);
  };
  const plain = withoutCode(text);
  const lines = plain.split('\n');
  const source = text.split('\n');
  const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (atx.test(line)) {
      // The heading's own text, code spans included (they are blanked in `plain`).
      add(slugOf(atx.exec(source[i] ?? '')?.[1] ?? ''));
      continue;
    }
    const next = lines[i + 1] ?? '';
    const previous = i > 0 ? (lines[i - 1] ?? '') : '';
    const isText = line.trim() !== '' && !/^ {0,3}([>|*+-]|\d+[.)])/.test(line) && !line.includes('|');
    if (isText && previous.trim() === '' && /^ {0,3}(=+|-+)[ \t]*$/.test(next)) add(slugOf(source[i] ?? ''));
  }
  for (const m of plain.matchAll(/<[a-z][^>]*?\s(?:id|name)\s*=\s*["']([^"']+)["'][^>]*>/gi))
    anchors.add(m[1]);
  return anchors;
}

/** Every link of a Markdown text: inline links and images, reference definitions, HTML href and src. */
function linksOf(text) {
  const plain = withoutCode(text);
  const links = [];
  const lineAt = (offset) => plain.slice(0, offset).split('\n').length;
  const inline =
    /!?\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const m of plain.matchAll(inline)) links.push({ target: m[1] ?? '', line: lineAt(m.index) });
  // A reference definition cannot interrupt a paragraph: it follows a blank line or another definition.
  const definition = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/;
  const lines = plain.split('\n');
  lines.forEach((line, i) => {
    const m = definition.exec(line);
    const previous = lines[i - 1] ?? '';
    if (m && (previous.trim() === '' || definition.test(previous)))
      links.push({ target: m[1] ?? '', line: i + 1 });
  });
  for (const m of plain.matchAll(/<(?:a|img|source)\s[^>]*?\b(?:href|src)\s*=\s*["']([^"']*)["']/gi))
    links.push({ target: m[1] ?? '', line: lineAt(m.index) });
  return links.map((l) => ({ ...l, target: l.target.replace(/^<|>$/g, '') }));
}

const anchorCache = new Map();
function anchorsOfFile(path) {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
  return anchorCache.get(path);
}

const decode = (s) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Why a link of `file` is broken, or null when it is fine (or external). */
function problemOf(file, target) {
  if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const hash = target.indexOf('#');
  const pathPart = (hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
  const anchor = hash < 0 ? null : decode(target.slice(hash + 1));
  const from = join(root, file);
  // A path starting with / is taken from the repository's root, as GitHub does.
  const base = pathPart.startsWith('/') ? root : dirname(from);
  const to = pathPart === '' ? from : resolve(base, decode(pathPart).replace(/^\/+/, ''));
  if (relative(root, to).startsWith('..')) return 'outside the repository';
  if (!existsSync(to)) return 'no such file';
  if (anchor === null || anchor === '') return null;
  if (statSync(to).isDirectory() || !to.endsWith('.md')) return null;
  return anchorsOfFile(to).has(anchor) ? null : `no heading or anchor #${anchor} in ${relative(root, to)}`;
}

const files = markdownFiles();
let checked = 0;
const broken = [];
for (const file of files) {
  for (const { target, line } of linksOf(readFileSync(join(root, file), 'utf8'))) {
    checked++;
    const problem = problemOf(file, target);
    if (problem) broken.push(`${file}:${line}: ${target} (${problem})`);
  }
}
for (const line of broken) console.error(line);
if (broken.length) {
  console.error(`${broken.length} broken link(s) in ${files.length} Markdown files.`);
  process.exit(1);
}
console.log(`Doc links: ${checked} links in ${files.length} Markdown files, none broken.`);
