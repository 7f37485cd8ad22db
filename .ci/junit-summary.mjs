// Counts every <testcase> of the JUnit files in a folder: failed when it holds a <failure> or an
// <error>, skipped when it holds a <skipped>, passed otherwise. Prints "N passed, N failed, N skipped"
// (with each file's counts before it); exits 1 when a test failed or no file holds a test.
//   node .ci/junit-summary.mjs reports/junit
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of readdirSync(dir).filter((name) => name.endsWith('.xml')).sort()) {
  const xml = readFileSync(join(dir, file), 'utf8');
  const counts = { passed: 0, failed: 0, skipped: 0 };
  // A testcase is self-closing or runs to its own </testcase>; testcases do not nest.
  for (const [, body = ''] of xml.matchAll(/<testcase\b[^>]*?(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    if (/<(failure|error)\b/.test(body)) counts.failed++;
    else if (/<skipped\b/.test(body)) counts.skipped++;
    else counts.passed++;
  }
  console.log(`${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const key of Object.keys(total)) total[key] += counts[key];
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);
