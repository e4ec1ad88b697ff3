import { serveTasks } from '../../../lib/worker-pool.ts';
import { runTask } from './task.ts';

/** Parses and diffs documents off the event loop: two 13 MB documents take about a second. */
serveTasks(runTask);
