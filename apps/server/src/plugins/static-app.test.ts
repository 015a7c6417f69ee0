import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let webDist: string;

const page = (marker: string) => `<!doctype html><html><body><div id="root">${marker}</div></body></html>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), page('shell'));
  // The build pre-renders /login only in this copy: /register falls back to the shell.
  fs.writeFileSync(path.join(webDist, 'login.html'), page('<form>Welcome back</form>'));
  t = await createTestApp({ WEB_DIST: webDist });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('pages of the web app', () => {
  it('answers /login with its pre-rendered HTML, with or without a query, never cached', async () => {
    for (const url of ['/login', '/login?next=%2Fworkouts']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<form>Welcome back</form>');
    }
  });

  it('answers other pages, and a page the build did not pre-render, with the shell', async () => {
    for (const url of ['/', '/workouts', '/register', '/login/extra']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">shell</div>');
    }
  });
});
