// `node scripts/local-only-tests.mjs <jest.json>`: the local-only contract tests by suite, as
// docs/testing.md lists them, from a run against a server
// (`CONTRACT_BASE_URL=… npm run test:contract -- --json --outputFile=<jest.json>`).
// Each skipped test's name carries its reason: "… [skipped against <url>: <why>]".
import { readFileSync } from 'node:fs';

const MARK = /^(.*) \[skipped against [^:]+:\/\/[^:]+(?::\d+)?[^:]*: (.*)\]$/;
const run = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const lines = [];
for (const file of [...run.testResults].sort((a, b) => a.name.localeCompare(b.name))) {
  const suite = file.name.replace(/^.*\/backend\/test\//, '');
  const tests = file.assertionResults;
  const executed = tests.filter((t) => t.status === 'passed' || t.status === 'failed').length;
  const skipped = tests.filter((t) => t.status === 'pending');
  if (skipped.length === 0) continue;
  const wholeSuite = skipped.length === tests.length && tests[0].ancestorTitles.map((title) => MARK.exec(title)).find(Boolean);
  if (wholeSuite) {
    lines.push(`- \`${suite}\`: the whole suite "${wholeSuite[1]}" (${tests.length} test${tests.length === 1 ? '' : 's'}): ${wholeSuite[2]}`);
    continue;
  }
  lines.push(`- \`${suite}\` (${executed} run against a server):`);
  for (const test of skipped) {
    // The reason is on the test (itLocally) or on its describe (describeWithDatabase).
    const own = MARK.exec(test.title);
    const why = own?.[2] ?? test.ancestorTitles.map((title) => MARK.exec(title)?.[2]).find(Boolean) ?? 'skipped';
    lines.push(`  - ${own?.[1] ?? test.title} (${why})`);
  }
}
console.log(lines.join('\n'));
