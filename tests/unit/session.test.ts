import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/providers/httpClient.ts';
import { STORAGE_KEYS } from '../../src/providers/storageKeys.ts';
import { loadAppCodes } from '../../src/session/appCodes.ts';
import { startInactivityCountdown } from '../../src/session/inactivityCountdown.ts';
import { COUNTDOWN_STEP_MS, INACTIVITY_LIMIT_MINUTES } from '../../src/session/sessionConstants.ts';
import { api, server } from './helpers/server.ts';

describe('inactivity countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('expires after the limit of idle minutes, once', () => {
    const onExpire = vi.fn();
    const ticks: number[] = [];
    const stop = startInactivityCountdown({ onExpire, onTick: (left) => ticks.push(left) });
    vi.advanceTimersByTime(COUNTDOWN_STEP_MS * (INACTIVITY_LIMIT_MINUTES - 1));
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(COUNTDOWN_STEP_MS);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(ticks.at(-1)).toBe(0);
    vi.advanceTimersByTime(COUNTDOWN_STEP_MS * 5);
    expect(onExpire).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each(['mousemove', 'keydown', 'click', 'scroll', 'touchstart'])('starts over on %s', (name) => {
    const onExpire = vi.fn();
    const stop = startInactivityCountdown({ onExpire, limit: 3 });
    vi.advanceTimersByTime(COUNTDOWN_STEP_MS * 2);
    window.dispatchEvent(new Event(name));
    vi.advanceTimersByTime(COUNTDOWN_STEP_MS * 2);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(COUNTDOWN_STEP_MS);
    expect(onExpire).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening and counting when stopped', () => {
    const onExpire = vi.fn();
    startInactivityCountdown({ onExpire, limit: 1 })();
    vi.advanceTimersByTime(COUNTDOWN_STEP_MS * 3);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('app codes', () => {
  it('are fetched and stored whole when missing, and not fetched again when stored', async () => {
    let calls = 0;
    server.use(
      http.get(api('Setting/AppCodes'), () => {
        calls += 1;
        return HttpResponse.json({ rCodes: { R100: true }, pCodes: { P100: true } });
      }),
    );
    const client = createHttpClient();
    await loadAppCodes(client);
    await loadAppCodes(client);
    expect(calls).toBe(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appCodes)!)).toEqual({
      rCodes: { R100: true },
      pCodes: { P100: true },
    });
  });

  it('only log a failure', async () => {
    server.use(http.get(api('Setting/AppCodes'), () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadAppCodes(createHttpClient())).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.appCodes)).toBeNull();
    log.mockRestore();
  });
});
