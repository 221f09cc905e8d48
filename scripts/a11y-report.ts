// Writes the table of docs/accessibility/conformance-report.md between its markers (npm run a11y:report) from
// docs/accessibility/criteria.json (the WCAG 2.2 A/AA success criteria), docs/accessibility/conformance.json
// (status and remark per criterion, edited by hand) and the tests tagged with a criterion: a Playwright test's
// `tag` option (`{ tag: ['@wcag-2.4.7'] }`) or `@wcag-2.4.7` in a Vitest or Playwright test's title.
// By default it reads the test sources (it runs nothing). `--results` builds the test column from the JSON
// reports of the last test run in test-results/ instead: a test is listed only when it ran and passed there with
// the tags its source gives it (`npm test` ends with `--results --check`, so the committed report names exactly the
// tests that passed in that run).
// `--check` (npm run lint from the sources, npm test from the results) writes nothing and fails when the report
// differs from what it would write. Either way it fails on a tag naming no criterion, a tagged test that is
// skipped, and a "Supports" without a test.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** One run of a test in a JSON report: its file from the root, its title as the source scan writes it. */
interface TestRun {
  file: string;
  title: string;
  tags: string[];
  passed: boolean;
}

const stripTags = (title: string) => title.replace(tagPattern, '').replace(/\s+/g, ' ').trim();

/** Every test run in the last run's JSON reports (test-results/): Playwright's and each Vitest run's. */
function testRuns(): TestRun[] {
  const dir = join(root, 'test-results');
  const reports = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  if (!reports.includes('playwright.json'))
    errors.push('--results: test-results/playwright.json is missing: run the tests first (npm test)');
  const runs: TestRun[] = [];
  interface PlaywrightSuite {
    title: string;
    file?: string;
    specs?: { title: string; tags?: string[]; tests: { status: string }[] }[];
    suites?: PlaywrightSuite[];
  }
  const walkSuites = (suites: PlaywrightSuite[] | undefined, testDir: string, describes: string[]) => {
    for (const suite of suites ?? []) {
      // The top-level suite is the file; nested suites are describe blocks.
      const inner = suite.file && describes.length === 0 && suite.title === suite.file ? [] : [suite.title];
      for (const spec of suite.specs ?? [])
        runs.push({
          file: relative(root, join(testDir, suite.file ?? '')),
          title: [...describes, ...inner, stripTags(spec.title)].join(' › '),
          tags: (spec.tags ?? []).flatMap((t) => [...`@${t}`.matchAll(tagPattern)].map((m) => m[1] ?? '')),
          passed:
            spec.tests.length > 0 && spec.tests.every((t) => t.status === 'expected' || t.status === 'flaky'),
        });
      walkSuites(suite.suites, testDir, [...describes, ...inner]);
    }
  };
  for (const name of reports) {
    const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    if (report.config?.rootDir) walkSuites(report.suites, report.config.rootDir, []);
    else
      for (const suite of report.testResults ?? [])
        for (const a of suite.assertionResults ?? [])
          runs.push({
            file: relative(root, suite.name),
            title: [...(a.ancestorTitles ?? []), stripTags(a.title)].join(' › '),
            tags: [...String(a.title).matchAll(tagPattern)].map((m) => m[1] ?? ''),
            passed: a.status === 'passed',
          });
  }
  return runs;
}

/**
 * A source title as a pattern: what a template's `${…}` parts, and the `%s` or `$name` of Vitest's `each`, expand
 * to is not known before the test runs.
 */
const titlePattern = (title: string) =>
  new RegExp(
    `^${title
      .split(/\$\{[^}]*\}|%[sdifjo#]|\$[A-Za-z_][\w.]*/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?')}$`,
  );

/**
 * The tagged tests that ran and passed in the last run. A test's every run (a title from a loop runs several
 * times; the shifted-clock runs repeat the unit tests) must have passed with the tags of its source.
 */
function passedInResults(sourceTests: TaggedTest[]): TaggedTest[] {
  const runs = testRuns();
  return sourceTests.filter((test) => {
    const pattern = titlePattern(test.title);
    const mine = runs.filter((run) => run.file === test.file && pattern.test(run.title));
    const name = `${test.file}: "${test.title}"`;
    if (mine.length === 0) errors.push(`--results: ${name} did not run`);
    else if (!mine.every((run) => run.passed)) errors.push(`--results: ${name} did not pass`);
    else if (!mine.every((run) => run.tags.slice().sort().join() === test.tags.slice().sort().join()))
      errors.push(`--results: ${name} ran with other tags than its source gives`);
    else return true;
    return false;
  });
}

const fromResults = process.argv.includes('--results');
const sourceTests = testFiles().flatMap(scan);
const tests = fromResults ? passedInResults(sourceTests) : sourceTests;
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
      `a11y-report: docs/accessibility/conformance-report.md is out of date: run npm run a11y:report${fromResults ? ' (or a test named in it did not run)' : ''}`,
    );
    process.exit(1);
  }
} else {
  writeFileSync(reportPath, next);
  console.log(`conformance-report.md written: ${counts.join(', ')}; ${tests.length} tagged tests`);
}
