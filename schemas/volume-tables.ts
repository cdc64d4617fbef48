// The petroleum measurement tables a deployment may correct volumes by (schemas/volume-correction.ts),
// apart from the correction itself: the sign-in page reads the table in use from the app codes, and its
// JavaScript has a budget (150 KB) the correction's constants would eat into.

export const VOLUME_TABLES = ['6B', '54B'] as const;
export type VolumeTable = (typeof VOLUME_TABLES)[number];
export const DEFAULT_VOLUME_TABLE: VolumeTable = '6B';
