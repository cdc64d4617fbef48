/**
 * Runs `task` every `seconds` (first after `firstSeconds`), one pass at a time, until the returned stop is
 * awaited: it clears the timer and waits for a pass under way, so that the database is not closed under
 * it. A server's job: errors are logged, not thrown.
 */
export function runEvery(
  seconds: number,
  task: () => Promise<unknown>,
  log: (error: unknown) => void,
  firstSeconds = seconds,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout;
  const pass = () => {
    running ??= task()
      .catch(log)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(() => {
    pass();
    timer = setInterval(pass, seconds * 1000);
    timer.unref();
  }, firstSeconds * 1000);
  first.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
