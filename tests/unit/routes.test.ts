import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/routes.ts';

interface SpecRoute {
  path: string;
  access: string;
  roles?: string[];
}

const spec = JSON.parse(readFileSync(resolve(process.cwd(), 'tests/spec/routes.json'), 'utf8')) as {
  routes: SpecRoute[];
};

describe('the routes table', () => {
  it('holds exactly the spec routes, in the same order, with their access and roles', () => {
    const ours = ROUTES.map((r) => ({
      path: r.path,
      access: r.access,
      roles: r.roles ? [...r.roles] : undefined,
    }));
    const theirs = spec.routes.map((r) => ({ path: r.path, access: r.access, roles: r.roles }));
    expect(ours).toEqual(theirs);
    expect(ROUTES).toHaveLength(34);
  });
  it('gives every route a page and roles only to guarded routes', () => {
    for (const route of ROUTES) {
      expect(route.page).toBeTruthy();
      expect(route.access === 'guarded').toBe((route.roles?.length ?? 0) > 0);
    }
  });
});
