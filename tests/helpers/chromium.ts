/** Debian's Chromium, which every browser suite and the bench's Lighthouse drive (never a downloaded one). */
export const CHROMIUM = process.env.PPMS_CHROMIUM ?? '/usr/bin/chromium';
