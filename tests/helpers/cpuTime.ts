import fs from 'node:fs';

/**
 * Processor seconds used so far by this process and every process below it that is still running (the
 * browser and its renderers): a suite's cost that does not depend on what else the machine runs, unlike
 * its wall time on a shared machine. Linux's /proc only; null elsewhere.
 */
export function cpuSeconds(): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const ticks = 100; // USER_HZ, 100 on every Linux this runs on
  const stats = new Map<number, { parent: number; used: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command's name in brackets: state, parent, ... utime (14th field), stime (15th).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { parent: Number(fields[1]), used: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended while being read.
    }
  }
  const below = (pid: number): boolean => {
    for (let p = pid; p > 1; p = stats.get(p)?.parent ?? 0) if (p === process.pid) return true;
    return false;
  };
  let used = 0;
  for (const [pid, stat] of stats) if (pid !== process.pid && below(pid)) used += stat.used;
  const own = process.cpuUsage();
  return used / ticks + (own.user + own.system) / 1e6;
}
