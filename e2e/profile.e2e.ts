import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser } from './support/api.js';
import { DESKTOP, PHONE, trackPageErrors } from './support/browser.js';
import { solidImageFile } from './support/images.js';
import { expectPath, setupJourney, SHOTS } from './support/journey.js';

const journey = setupJourney();

const headerAvatar = 'header a[href="/profile"] img';

/** The src of an <img> once it has really loaded (decoded with a size). */
async function loadedSrc(page: Page, selector: string, notSrc: string | null = null): Promise<string> {
  const handle = await page.waitForFunction(
    ([sel, old]) => {
      const img = document.querySelector<HTMLImageElement>(sel!);
      return img && img.complete && img.naturalWidth > 0 && img.getAttribute('src') !== old
        ? img.getAttribute('src')
        : null;
    },
    [selector, notSrc] as const,
  );
  return (await handle.jsonValue()) as string;
}

describe('profile', () => {
  it('shows name and email, uploads an avatar that the header shows, edits the name and logs out', async () => {
    const account = await createUser(journey.server.baseUrl, { name: 'Pat Profile' });
    const page = await journey.newPage({ session: account, viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await page.goto('/profile');

    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByTestId('profile-name').getByText('Pat Profile', { exact: true }).waitFor();
    await page.getByText(account.email, { exact: true }).waitFor();
    const upload = page.getByRole('button', { name: 'Upload Avatar' });
    expect(await upload.isDisabled()).toBe(true);
    expect(await page.locator(headerAvatar).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/profile-desktop.png`, fullPage: true });

    // Choose a real photo: a big JPEG with GPS in its EXIF.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#e85d04' } })
      .jpeg()
      .withExif({
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSMapDatum: 'SECRET-PLACE-DATUM' },
      })
      .toBuffer();
    await page
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByAltText('Preview of the chosen file').waitFor();
    expect(await upload.isEnabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/profile-chosen-desktop.png`, fullPage: true });
    await upload.click();

    // The header avatar (and the profile card) switch to the uploaded picture once the profile is refreshed.
    const src = await loadedSrc(page, headerAvatar);
    expect(src).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    await page.waitForFunction(() => !document.querySelector('img[alt="Preview of the chosen file"]'));
    expect(await upload.isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/profile-uploaded-desktop.png`, fullPage: true });

    // What the browser gets: a 512 px WebP without the GPS data, served with its real type.
    const served = await fetch(`${journey.server.baseUrl}${src}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 384, undefined]);
    expect(bytes.includes('SECRET-PLACE-DATUM')).toBe(false);

    // A second upload replaces it everywhere.
    await page
      .getByLabel('Choose an image')
      .setInputFiles(await solidImageFile('blue.png', { width: 300, height: 300, background: '#1d4ed8' }));
    await upload.click();
    const newer = await loadedSrc(page, headerAvatar, src);
    expect(newer).not.toBe(src);

    // Edit the name; the header's profile link carries it as its title.
    await page.getByLabel('Name', { exact: true }).fill('Pat Renamed');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    await page.getByTestId('profile-name').getByText('Pat Renamed', { exact: true }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('header a[href="/profile"]')?.getAttribute('title') === 'Pat Renamed',
    );
    const { user } = await journey.api<{ user: { name: string; profile: { avatarUrl: string } } }>(
      'GET',
      '/auth/profile',
      account.token,
    );
    expect(user).toMatchObject({ name: 'Pat Renamed', profile: { avatarUrl: newer } });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/login');
    // A background request of the shell (the unread count, settings) in flight as the session ends may answer 401,
    // which the browser logs; the app then stays on /login. Anything else is an error.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const account = await createUser(journey.server.baseUrl, { name: 'Phoebe Phone' });
    const page = await journey.newPage({ session: account, viewport: PHONE });
    const errors = trackPageErrors(page);
    await page.goto('/profile');
    await page.getByTestId('profile-name').getByText('Phoebe Phone', { exact: true }).waitFor();
    await page
      .getByLabel('Choose an image')
      .setInputFiles(await solidImageFile('green.webp', { width: 640, height: 480, background: '#16a34a' }));
    await page.getByRole('button', { name: 'Upload Avatar' }).click();
    await loadedSrc(page, headerAvatar);
    await page.screenshot({ path: `${SHOTS}/profile-phone.png`, fullPage: true });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
    );
    expect(wide).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
