// CI's npm-test runs in process only what its contract-server step could not (contract-target.ts).
// The backend's unit specs (src/) are left alone.
import { leaveOutWhatRanOnTheServer } from './contract-target.js';

if (expect.getState().testPath?.includes('/backend/test/')) leaveOutWhatRanOnTheServer();
