import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The domain is the functional core (architecture.md): no React, no DOM, no network, no storage,
 * no clock. This test reads every source file of domain/src and fails on any of them.
 * Test, bench and testing-fixture files run only under Vitest and are not scanned.
 */

const root = fileURLToPath(new URL('.', import.meta.url));

const RULES: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'imports React', pattern: /\bfrom\s+['"](react|react-dom)(\/[^'"]*)?['"]/ },
  { name: 'imports React', pattern: /\bimport\s*\(\s*['"](react|react-dom)(\/[^'"]*)?['"]\s*\)/ },
  {
    name: 'imports a Node, network or storage module',
    pattern:
      /\bfrom\s+['"](node:[^'"]+|fs|fs\/promises|http|https|http2|net|tls|dgram|child_process|axios|node-fetch|undici|ws|idb|localforage)['"]/,
  },
  { name: 'uses the DOM (window)', pattern: /(?<![\w.$])window\s*[.[]/ },
  { name: 'uses the DOM (document)', pattern: /(?<![\w.$])document\s*[.[]/ },
  { name: 'uses the network (fetch)', pattern: /(?<![\w.$])fetch\s*\(/ },
  { name: 'uses the network (XMLHttpRequest)', pattern: /\bXMLHttpRequest\b/ },
  { name: 'uses the network (WebSocket)', pattern: /\bnew\s+WebSocket\b/ },
  { name: 'uses storage (localStorage)', pattern: /\blocalStorage\b/ },
  { name: 'uses storage (sessionStorage)', pattern: /\bsessionStorage\b/ },
  { name: 'uses storage (indexedDB)', pattern: /\bindexedDB\b/ },
  { name: 'reads the clock (Date.now)', pattern: /\bDate\s*\.\s*now\s*\(/ },
  { name: 'reads the clock (new Date)', pattern: /\bnew\s+Date\s*\(/ },
  { name: 'reads the clock (performance.now)', pattern: /\bperformance\s*\.\s*now\s*\(/ },
];

/** Source without comments, so that "a time window" in a comment is not taken for the DOM. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

/** The boundary rules a piece of source breaks. */
function boundaryViolations(source: string): string[] {
  const code = stripComments(source);
  return [...new Set(RULES.filter((r) => r.pattern.test(code)).map((r) => r.name))];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'bench' ? [] : sourceFiles(path);
    const isSource = /\.ts$/.test(entry.name) && !/\.(test|bench)\.ts$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

describe('the domain stays pure', () => {
  it('no source file of the domain imports React or touches the DOM, network, storage or clock', () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(10);
    const offences = files.flatMap((file) =>
      boundaryViolations(readFileSync(file, 'utf8')).map((rule) => `${relative(root, file)}: ${rule}`),
    );
    expect(offences).toEqual([]);
  });

  it('the check catches each kind of offence', () => {
    expect(boundaryViolations("import { useState } from 'react';")).toEqual(['imports React']);
    expect(boundaryViolations("import { createRoot } from 'react-dom/client';")).toEqual(['imports React']);
    expect(boundaryViolations("const R = await import('react');")).toEqual(['imports React']);
    expect(boundaryViolations("import { readFileSync } from 'node:fs';")).toEqual([
      'imports a Node, network or storage module',
    ]);
    expect(boundaryViolations('const w = window.innerWidth;')).toEqual(['uses the DOM (window)']);
    expect(boundaryViolations("document.querySelector('a');")).toEqual(['uses the DOM (document)']);
    expect(boundaryViolations("await fetch('/api');")).toEqual(['uses the network (fetch)']);
    expect(boundaryViolations('new XMLHttpRequest();')).toEqual(['uses the network (XMLHttpRequest)']);
    expect(boundaryViolations("new WebSocket('ws://x');")).toEqual(['uses the network (WebSocket)']);
    expect(boundaryViolations("localStorage.getItem('k');")).toEqual(['uses storage (localStorage)']);
    expect(boundaryViolations('sessionStorage.clear();')).toEqual(['uses storage (sessionStorage)']);
    expect(boundaryViolations("indexedDB.open('x');")).toEqual(['uses storage (indexedDB)']);
    expect(boundaryViolations('const t = Date.now();')).toEqual(['reads the clock (Date.now)']);
    expect(boundaryViolations('const t = new Date();')).toEqual(['reads the clock (new Date)']);
    expect(boundaryViolations('const t = performance.now();')).toEqual(['reads the clock (performance.now)']);
  });

  it('words in comments and names that merely contain them are not offences', () => {
    expect(boundaryViolations('// the time window of a day; fetch( nothing\nconst a = 1;')).toEqual([]);
    expect(boundaryViolations('/* new Date() is forbidden */ const b = 2;')).toEqual([]);
    expect(
      boundaryViolations('const timeWindow = slotWindow(x); api.fetch(y); const documentList = [];'),
    ).toEqual([]);
    expect(boundaryViolations("const url = 'https://example.org'; // window.x")).toEqual([]);
  });
});
