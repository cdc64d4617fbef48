import fs from 'node:fs';
import path from 'node:path';

/** Raised when another live process holds the embedded database folder. */
export class DataFolderLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite corrupts a data folder that two processes open, so the folder is taken with a lock file created
 * exclusively (O_EXCL is atomic). A lock left by a dead process is taken over.
 */
export function lockDataFolder(folder: string): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'ppms.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataFolderLockedError(
          `The database folder ${folder} is in use by another PPMS server (process ${holder}). ` +
            'Stop it first, or start this one with another PPMS_DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataFolderLockedError(`Could not lock the database folder ${folder}.`);
}
