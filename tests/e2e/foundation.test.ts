import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RoleCode } from '../../schemas/codes.ts';
import { DEMO_USER_BY_ROLE } from '../../server/db/seed/demo.ts';
import { issueAdminCode } from '../../server/domain/admin-codes.ts';
import {
  type Browser,
  describeBrowser,
  expectNoCspViolations,
  LoginPage,
  launchChromium,
  openBrowser,
  openVisitor,
  type Served,
  serve,
  signOut as signOutOf,
} from '../helpers/browser.ts';
import spec from '../spec/routes.json' with { type: 'json' };

let server: Served;
let browser: Browser;
let adminCode: string;

beforeAll(async () => {
  server = await serve();
  browser = await openBrowser();
  adminCode = await issueAdminCode(server.db);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
// Every spec route below is visited: none may break the Content-Security-Policy.
expectNoCspViolations(() => browser);

const concrete = (path: string) => path.replace(':tempCode', adminCode).replace(':id', '1');
const pathname = () => new URL(browser.page.url()).pathname;

const signOut = () => signOutOf(browser.page, server.url);

describeBrowser('foundation in a real browser', () => {
  it('shows the login at / with the product title', async () => {
    await signOut();
    await browser.page.goto(server.url);
    await expect
      .poll(() => browser.page.title(), { timeout: 10_000 })
      .toBe('Petroleum Products Management System');
    await browser.page.getByLabel('Email').waitFor();
  });

  it('shows the spec texts on a bad sign-in', async () => {
    await signOut();
    const login = LoginPage(browser.page, server.url);
    await login.navigate();
    await browser.page.getByLabel('Email').fill('not-an-email');
    await browser.page.getByRole('button', { name: 'Login' }).click();
    await browser.page.getByText('Email is invalid.').waitFor();
    await browser.page.getByText('Password is required.').waitFor();
    await login.signIn('admin@ppms.demo', 'Wrong@Pass2026');
    await browser.page.getByText('Invalid credentials.').waitFor();
  });

  it('signs the administrator in to the dashboard with the Admin Portal button', async () => {
    await signOut();
    await LoginPage(browser.page, server.url).signIn('admin@ppms.demo');
    await browser.page.getByRole('link', { name: /admin portal/i }).waitFor();
  });

  it('keeps the Admin Portal from an importer: no button, and 401 Unauthorized! at /admin-portal', async () => {
    await signOut();
    await LoginPage(browser.page, server.url).signIn('importer@ppms.demo');
    await browser.page
      .getByText(/page menu/i)
      .first()
      .waitFor();
    expect(await browser.page.getByRole('link', { name: /admin portal/i }).count()).toBe(0);
    await browser.page.goto(`${server.url}/admin-portal`);
    await browser.page.getByText('401 Unauthorized!').waitFor();
    await browser.page.getByRole('button', { name: /go back/i }).waitFor();
  });

  it('shows stock control the side menu on every page, the page shown marked, and a skip link', async () => {
    const { page } = browser;
    await signOut();
    await LoginPage(page, server.url).signIn('marketing@ppms.demo');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    for (const [path, current] of [
      ['/', 'Dashboard'],
      ['/stock-request/list', 'Stock Updates'],
      ['/importers/list', 'Importers'],
    ]) {
      await page.goto(`${server.url}${path}`);
      // The menu is loaded lazily after the page: on a loaded machine that takes more than poll's 1 s.
      await expect
        .poll(() => menu.locator('[aria-current="page"]').textContent(), { timeout: 15_000 })
        .toBe(current);
      expect(await menu.getByRole('link', { name: 'Stock Transfers' }).count()).toBe(1);
    }
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('main').evaluate((main) => main === document.activeElement)).toBe(true);
  });

  it('keeps the page in place when the side menu and the loss tiles arrive after it (nothing moves under a click)', async () => {
    const { page } = browser;
    // Both load on their own after the page: hold them back, as a loaded machine does, until it is up.
    const late = [/\/assets\/SideMenu-[\w-]+\.js$/, /\/api\/v1\/Report\/LossesOverTolerance$/];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requested = new Set<RegExp>();
    for (const pattern of late)
      await page.route(pattern, async (route) => {
        requested.add(pattern);
        await held;
        await route.continue();
      });
    try {
      await signOut();
      await LoginPage(page, server.url).signIn('admin@ppms.demo');
      const fourEyes = page.getByRole('region', { name: 'Four-eyes rule' });
      await fourEyes.getByRole('button', { name: /four-eyes rule/ }).waitFor();
      await page.getByText('Loading what waits for you…').waitFor({ state: 'hidden' });
      await expect.poll(() => requested.size).toBe(late.length);
      const places = async () =>
        Promise.all(
          [page.getByRole('main'), fourEyes].map(async (part) => {
            const box = await part.boundingBox();
            return { x: box?.x, y: box?.y, width: box?.width };
          }),
        );
      const before = await places();
      release();
      await page.getByRole('navigation', { name: 'Side menu' }).waitFor();
      await page
        .getByRole('region', { name: 'Losses above tolerance this month' })
        .and(page.locator(':not([aria-busy])'))
        .waitFor();
      expect(await places()).toEqual(before);
    } finally {
      release();
      for (const pattern of late) await page.unroute(pattern);
    }
  });

  it('shows 404 Page not found. for an unknown path', async () => {
    await browser.page.goto(`${server.url}/no/such/page`);
    await browser.page.getByText('404 Page not found.').waitFor();
  });

  it('loads every public route without sign-in', async () => {
    await signOut();
    for (const route of spec.routes.filter((r) => r.access === 'public')) {
      await browser.page.goto(`${server.url}${concrete(route.path)}`);
      await browser.page.locator('#root *').first().waitFor();
      expect(await browser.page.getByText('404 Page not found.').count(), route.path).toBe(0);
      expect(pathname(), route.path).toBe(concrete(route.path));
    }
  });

  it('sends signed-out visitors of every protected route to / and back there after login', async () => {
    // A sign-in per protected route, three visitors at a time: each in a browser context of its own
    // (its own storage, so one's sign-in is not another's), each watched for CSP violations too.
    const routes = spec.routes.filter((r) => r.access !== 'public');
    const chromium = await launchChromium();
    try {
      const visit = async (share: typeof routes) => {
        const { context, page } = await openVisitor(chromium, browser.cspViolations);
        const at = () => new URL(page.url()).pathname;
        for (const route of share) {
          const target = concrete(route.path);
          await signOutOf(page, server.url);
          await page.goto(`${server.url}${target}`);
          await expect.poll(at, { message: route.path, timeout: 10_000 }).toBe('/');
          const user = DEMO_USER_BY_ROLE[(route.roles?.[0] ?? 'R500') as RoleCode];
          await LoginPage(page, server.url).signIn(user);
          await expect.poll(at, { message: `${route.path} after login`, timeout: 10_000 }).toBe(target);
          expect(await page.getByText('401 Unauthorized!').count(), route.path).toBe(0);
          expect(await page.getByText('404 Page not found.').count(), route.path).toBe(0);
        }
        await context.close();
      };
      const visitors = 3;
      await Promise.all(
        Array.from({ length: visitors }, (_, i) => visit(routes.filter((_, at) => at % visitors === i))),
      );
    } finally {
      await chromium.close();
    }
  }, 180_000);

  it('sends roles outside a guard to /unauthorized', async () => {
    await signOut();
    await LoginPage(browser.page, server.url).signIn('finance@ppms.demo');
    await browser.page
      .getByText(/page menu/i)
      .first()
      .waitFor();
    for (const route of spec.routes.filter((r) => r.access === 'guarded' && !r.roles?.includes('R700'))) {
      await browser.page.goto(`${server.url}${concrete(route.path)}`);
      await expect.poll(pathname, { message: route.path, timeout: 10_000 }).toBe('/unauthorized');
    }
  });
});
