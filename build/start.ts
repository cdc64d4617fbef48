// `npm start`: the browser app built when its sources changed (ensure-built.ts), then the server, in one
// process (a second node for the check alone was about 0.2 s of every start). Workers of PPMS_WORKERS
// run this file again: only the primary checks the build.
import cluster from 'node:cluster';
import { ensureBuilt } from './ensure-built.ts';

if (cluster.isPrimary) ensureBuilt();
await import('../server/main.ts');
