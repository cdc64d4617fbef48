import { seedForRun } from '../helpers/databases.ts';

/**
 * Global setup of the projects whose suites start the real app (api, e2e): seeds this run's databases
 * once, which every suite then copies (tests/helpers/databases.ts). When both projects run, the first
 * one seeds and removes them at the end.
 */
export default async function setup() {
  if (process.env.PPMS_TEST_SEEDED) return;
  return seedForRun();
}
