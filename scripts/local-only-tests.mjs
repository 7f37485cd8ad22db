// `node scripts/local-only-tests.mjs <jest.json>`: the local-only contract tests by suite, as
// docs/testing.md lists them, from a run against a server
// (`CONTRACT_BASE_URL=… npm run test:contract -- --json --outputFile=<jest.json>`).
// A skipped test's name, or its describe's, carries the reason (test/support/contract-target.ts):
// "… [skipped against <url>: <why>]".
import { readFileSync } from 'node:fs';

const MARK = /^(.*) \[skipped against \S+: (.*)\]$/;
/** The first title of these that carries the mark: its name and reason. */
const markIn = (titles) => titles.map((title) => MARK.exec(title)).find(Boolean);

const run = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const lines = [];
for (const file of [...run.testResults].sort((a, b) => a.name.localeCompare(b.name))) {
  const suite = file.name.replace(/^.*\/backend\/test\//, '');
  const tests = file.assertionResults;
  const skipped = tests.filter((t) => t.status === 'pending');
  if (skipped.length === 0) continue;
  const wholeSuite = skipped.length === tests.length && markIn(tests[0].ancestorTitles);
  if (wholeSuite) {
    lines.push(`- \`${suite}\`: the whole suite "${wholeSuite[1]}" (${tests.length} test${tests.length === 1 ? '' : 's'}): ${wholeSuite[2]}`);
    continue;
  }
  lines.push(`- \`${suite}\` (${tests.length - skipped.length} run against a server):`);
  for (const test of skipped) {
    const own = MARK.exec(test.title);
    lines.push(`  - ${own?.[1] ?? test.title} (${(own ?? markIn(test.ancestorTitles))?.[2] ?? 'skipped'})`);
  }
}
console.log(lines.join('\n'));
