// How big a national-scale history is at a scale (issue 23, item 4): at scale 1, 200 importers, 400
// distributors, 300 tanks, 1,000,000 transfer orders with their delivery orders and filling advice notes,
// and about 5,000,000 ledger movements over five years. Everything else follows from these:
// - each importer holds two tanks of each of the three products (six inventories; a tank is shared by
//   two to four importers), so stock can move between its own tanks of a product;
// - per importer and day, one overnight-differences request with a line per inventory (a loss), and on two
//   days in three per product a stock transfer between its two tanks of that product;
// - per importer, product and week, one shipment into both tanks of the product, as large as the week's
//   outflows of each tank plus 5,000 gallons, so no balance is ever below zero on any day;
// - about 93% of the transfer orders older than a month are delivered (one delivery order, or two for one
//   in four, each on its own issued filling advice note), the rest cancelled at some stage; the last
//   month's are at every stage of their life.

export const MAX_SCALE = 10;

/** Five years of days, ending yesterday. */
export const DAYS = 5 * 365 + 1;

export interface NationalPlan {
  scale: number;
  importers: number;
  distributors: number;
  /** Storage tanks, a multiple of three (one product each, in turn). */
  tanks: number;
  transferOrders: number;
  days: number;
}

/** The counts at a scale (0 < scale <= MAX_SCALE); small scales keep enough of each to tell a story. */
export function nationalPlan(scale: number): NationalPlan {
  if (!Number.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) {
    throw new Error(`The scale must be a number above 0 and at most ${MAX_SCALE}; got ${scale}.`);
  }
  return {
    scale,
    importers: Math.max(2, Math.round(200 * scale)),
    distributors: Math.max(2, Math.round(400 * scale)),
    // Two tanks per product at least: an importer's two tanks of a product must differ.
    tanks: Math.max(6, Math.round((300 * scale) / 3) * 3),
    transferOrders: Math.max(1000, Math.round(1_000_000 * scale)),
    days: DAYS,
  };
}
