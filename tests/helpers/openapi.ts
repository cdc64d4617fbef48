import { createTestApp } from './app.ts';

/** The OpenAPI document as the server serves it at /api/v1/docs/json (built on an empty database). */
export async function servedDocument(): Promise<Record<string, unknown>> {
  const t = await createTestApp({ demo: false });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    if (response.statusCode !== 200) throw new Error(`The document answered ${response.statusCode}.`);
    return response.json();
  } finally {
    await t.close();
  }
}
