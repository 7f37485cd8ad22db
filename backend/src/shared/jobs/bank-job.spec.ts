import { join } from 'node:path';
import { jobFile } from './bank-job.js';

describe('jobFile', () => {
  it('takes a relative name from where npm was started, not from backend/ where the CLI runs', () => {
    expect(jobFile('rates.csv', { INIT_CWD: '/srv/bank' })).toBe('/srv/bank/rates.csv');
    expect(jobFile('../rates.csv', { INIT_CWD: '/srv/bank/backend' })).toBe('/srv/bank/rates.csv');
  });

  it('keeps an absolute name, and takes the working directory when not started by npm', () => {
    expect(jobFile('/tmp/rates.csv', { INIT_CWD: '/srv/bank' })).toBe('/tmp/rates.csv');
    expect(jobFile('rates.csv', {})).toBe(join(process.cwd(), 'rates.csv'));
  });
});
