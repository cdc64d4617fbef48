/** Minutes without mouse, keyboard, scroll or touch before the session ends (the spec leaves it to us). */
export const INACTIVITY_LIMIT_MINUTES = 20;
/** The spec's countdown step. */
export const COUNTDOWN_STEP_MS = 60_000;
/** The spec's periodic session set-up refresh: every 300 s. */
export const SESSION_REFRESH_MS = 300_000;
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;
