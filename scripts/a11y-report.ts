// Writes the table of docs/accessibility/conformance-report.md between its markers (npm run a11y:report) from
// docs/accessibility/criteria.json (the WCAG 2.2 A/AA success criteria), docs/accessibility/conformance.json
// (status and remark per criterion, edited by hand) and the tests tagged with a criterion: a Playwright test's
// `tag` option (`{ tag: ['@wcag-2.4.7'] }`) or `@wcag-2.4.7` in a Vitest or Playwright test's title. The scan reads
// the test sources only (it runs nothing), so its output depends on the sources alone.
// `--check` (part of npm run lint) writes nothing and fails when the report differs from what it would write.
// Either way it fails on a tag naming no criterion, a tagged test that is skipped, and a "Supports" without a test.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const docs = join(root, 'docs/accessibility');
const reportPath = join(docs, 'conformance-report.md');

const statuses = ['Supports', 'Partially supports', 'Does not support', 'Not applicable'] as const;
type Status = (typeof statuses)[number];
interface Criterion {
  id: string;
  name: string;
  level: 'A' | 'AA';
}
interface Conformance {
  status: Status;
  remark: string;
}
interface TaggedTest {
  file: string;
  title: string;
  tags: string[];
}

const errors: string[] = [];
const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(docs, name), 'utf8')) as T;
const { criteria, version } = readJson<{ criteria: Criterion[]; version: string }>('criteria.json');
const conformance = readJson<Record<string, Conformance>>('conformance.json');

/** The test files `npm test` runs: Playwright's e2e and visual specs, each unit-tested workspace's src tests. */
function testFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string, pattern: RegExp) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path, pattern);
      else if (entry.isFile() && pattern.test(entry.name)) files.push(relative(root, path));
    }
  };
  walk(join(root, 'tests/e2e'), /\.spec\.ts$/);
  walk(join(root, 'tests/visual'), /\.spec\.ts$/);
  const workspaces = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;
  for (const workspace of workspaces) {
    const pkg = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    if (pkg.scripts?.['test:unit']) walk(join(root, workspace, 'src'), /\.test\.tsx?$/);
  }
  return files.sort();
}

const tagPattern = /@wcag-(\d+\.\d+\.\d+)/g;
const testCallee = /^(test|it)(\.(only|skip|fixme|fail|todo|concurrent|sequential|fails))?$/;
const describeCallee = /^(test\.)?describe\b/;
const skipped = /\.(skip|fixme|todo)\b/;

/** A title as written: a string's text, a template's source between its backticks. */
function titleText(node: ts.Node | undefined, source: ts.SourceFile): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return undefined;
}

/** The `tag` option of a Playwright test: a string or an array of strings. */
function optionTags(node: ts.Node | undefined): string[] {
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  const tag = node.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'tag',
  );
  if (!tag) return [];
  const values = ts.isArrayLiteralExpression(tag.initializer) ? tag.initializer.elements : [tag.initializer];
  return values.flatMap((v) => (ts.isStringLiteral(v) ? [v.text] : []));
}

function scan(file: string): TaggedTest[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: TaggedTest[] = [];
  const visit = (node: ts.Node, describes: string[]) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const title = titleText(node.arguments[0], source);
      if (title !== undefined && describeCallee.test(callee)) {
        for (const child of node.arguments.slice(1)) visit(child, [...describes, title]);
        return;
      }
      if (title !== undefined && testCallee.test(callee)) {
        const tags = [
          ...[...title.matchAll(tagPattern)].map((m) => m[1] ?? ''),
          ...optionTags(node.arguments[1]).flatMap((t) => [...t.matchAll(tagPattern)].map((m) => m[1] ?? '')),
        ];
        if (tags.length > 0) {
          const plain = title.replace(tagPattern, '').replace(/\s+/g, ' ').trim();
          if (skipped.test(callee)) errors.push(`${file}: "${plain}" is tagged but skipped (${callee})`);
          found.push({ file, title: [...describes, plain].join(' › '), tags: [...new Set(tags)] });
        }
      }
    }
    ts.forEachChild(node, (child) => visit(child, describes));
  };
  visit(source, []);
  return found;
}

const tests = testFiles().flatMap(scan);
const byCriterion = new Map<string, TaggedTest[]>(criteria.map((c) => [c.id, []]));
for (const test of tests)
  for (const tag of test.tags) {
    const list = byCriterion.get(tag);
    if (list) list.push(test);
    else
      errors.push(
        `${test.file}: "${test.title}" is tagged @wcag-${tag}, which is no WCAG 2.2 A/AA criterion`,
      );
  }
for (const id of Object.keys(conformance))
  if (!byCriterion.has(id)) errors.push(`conformance.json: ${id} is no criterion of criteria.json`);

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const rows = criteria.map((c) => {
  const entry = conformance[c.id];
  const linked = byCriterion.get(c.id) ?? [];
  if (!entry) errors.push(`conformance.json: no status for ${c.id} ${c.name}`);
  else if (!statuses.includes(entry.status))
    errors.push(`conformance.json: ${c.id} has status "${entry.status}", not one of ${statuses.join(', ')}`);
  else if (entry.status === 'Supports' && linked.length === 0)
    errors.push(`conformance.json: ${c.id} ${c.name} says "Supports" but no test is tagged @wcag-${c.id}`);
  const none = entry?.status === 'Not applicable' ? '–' : '(none yet)';
  const testCell =
    linked.length === 0 ? none : linked.map((t) => `\`${t.file}\` › ${cell(t.title)}`).join('<br>');
  return `| ${c.id} ${c.name} | ${c.level} | ${entry?.status ?? ''} | ${cell(entry?.remark ?? '')} | ${testCell} |`;
});

const counts = statuses.map((s) => `${s}: ${criteria.filter((c) => conformance[c.id]?.status === s).length}`);
const table = [
  `${version}: ${criteria.length} success criteria. ${counts.join(', ')}.`,
  '',
  '| Criterion | Level | Conformance level | Remarks and explanations | Tests (generated) |',
  '|---|---|---|---|---|',
  ...rows,
].join('\n');

const report = readFileSync(reportPath, 'utf8');
const markers = /(<!-- a11y-report:start -->\n)[\s\S]*?(<!-- a11y-report:end -->)/;
if (!markers.test(report)) errors.push('conformance-report.md has no a11y-report markers');
const next = report.replace(markers, (_all, start: string, end: string) => `${start}${table}\n${end}`);

if (errors.length > 0) {
  for (const error of errors) console.error(`a11y-report: ${error}`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (next !== report) {
    console.error(
      'a11y-report: docs/accessibility/conformance-report.md is out of date: run npm run a11y:report',
    );
    process.exit(1);
  }
} else {
  writeFileSync(reportPath, next);
  console.log(`conformance-report.md written: ${counts.join(', ')}; ${tests.length} tagged tests`);
}
