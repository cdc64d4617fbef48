import type { Compilable, CompiledQuery, RawBuilder } from 'kysely';
import { setBounded } from '../bounded-map.ts';
import type { Database } from './client.ts';

/** Stands, in a query compiled once, for a value each run gives (`compiledOnce`). */
class Slot {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

const MAX_QUERIES = 1_000;

/**
 * A query built and compiled once per key, then run with each call's values in their places. Building a
 * record's detail through Kysely (dozens of subqueries, each passed through the camel-case plugin) and
 * compiling it took 40% of a GET by id's time, for the same text every time.
 *
 * `build` gets stand-ins for `values` (typed as them) and may only pass them on to Kysely as values: the
 * key must say everything else the query is built from, or a call would run a query built for another.
 * The last MAX_QUERIES keys are kept.
 */
export function compiledOnce() {
  const queries = new Map<string, CompiledQuery<unknown>>();
  return async <V extends Record<string, unknown>, R>(
    db: Database,
    key: string,
    values: V,
    build: (slots: V) => Compilable<R> | RawBuilder<R>,
  ): Promise<R[]> => {
    let query = queries.get(key) as CompiledQuery<R> | undefined;
    if (!query) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new Slot(name)])) as V;
      const built = build(slots);
      // A raw statement compiles through an executor (for the plugins); a query builder has its own.
      query = 'isRawBuilder' in built ? built.compile(db.db) : built.compile();
      setBounded(queries, key, query, MAX_QUERIES);
    }
    const parameters = query.parameters.map((value) => (value instanceof Slot ? values[value.name] : value));
    return (await db.db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
