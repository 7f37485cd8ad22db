// Counts every <testcase> of the JUnit files in a folder: failed when it holds a <failure> or an
// <error>, skipped when it holds a <skipped>, passed otherwise. A test skipped in one file that
// passed in another (CI's npm-test skips the contract tests its contract-server step ran) counts
// once, as passed. Prints "N passed, N failed, N skipped" (with each file's counts before it);
// exits 1 when a test failed or no file holds a test.
//   node .ci/junit-summary.mjs reports/junit
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const files = readdirSync(dir).filter((name) => name.endsWith('.xml')).sort().map((file) => {
  const xml = readFileSync(join(dir, file), 'utf8');
  // A testcase is self-closing or runs to its own </testcase>; testcases do not nest.
  const cases = [...xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)].map(([, attributes, body = '']) => ({
    name: /\bname="([^"]*)"/.exec(attributes)?.[1],
    status: /<(failure|error)\b/.test(body) ? 'failed' : /<skipped\b/.test(body) ? 'skipped' : 'passed',
  }));
  return { file, cases };
});
const passedSomewhere = new Set(files.flatMap(({ cases }) => cases.filter((c) => c.status === 'passed').map((c) => c.name)));

const total = { passed: 0, failed: 0, skipped: 0 };
for (const { file, cases } of files) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let ranElsewhere = 0;
  for (const { name, status } of cases) {
    if (status === 'skipped' && passedSomewhere.has(name)) ranElsewhere++;
    else counts[status]++;
  }
  console.log(`${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${ranElsewhere ? ` (and ${ranElsewhere} that passed in another file)` : ''}`);
  for (const key of Object.keys(total)) total[key] += counts[key];
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);
