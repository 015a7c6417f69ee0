import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, befriend, createUser, type CreatedUser } from './support/api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { setupJourney, SHOTS } from './support/journey.js';

const XSS = '<img src=x onerror=alert(1)>';

// More than one feed page (50 posts) comes from one person, so the posting limit is raised for this file.
const OLDER_POSTS = 51;
const journey = setupJourney({ env: { POSTS_PER_USER: String(OLDER_POSTS + 10) } });
let ada: CreatedUser;
let ben: CreatedUser;
const pages: Page[] = [];
const dialogs: string[] = [];

async function openSocial(user: CreatedUser, viewport = DESKTOP): Promise<Page> {
  const page = await journey.newPage({ session: user, viewport });
  pages.push(page);
  journey.trackErrors(page);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/social');
  await page.getByRole('heading', { level: 1, name: 'Social' }).waitFor();
  return page;
}

const postCard = (page: Page, text: string): Locator =>
  page.getByRole('article').filter({ has: page.getByTestId('post-text').getByText(text, { exact: true }) });

async function feedCount(page: Page): Promise<string> {
  return (await page.getByText(/^Feed posts: \d+$/).textContent()) ?? '';
}

beforeAll(async () => {
  ada = await createUser(journey.server.baseUrl, { name: 'Ada Author' });
  ben = await createUser(journey.server.baseUrl, { name: 'Ben Buddy' });
  // Posts are visible to the author's friends only (issue 17): Ada and Ben are friends.
  await befriend(journey.server.baseUrl, ada, ben);
});

describe('social feed with two people', () => {
  let adaPage: Page;
  let benPage: Page;

  it('A posts with Enter and with the Post button', async () => {
    adaPage = await openSocial(ada);
    await adaPage.getByText('Feed posts: 0').waitFor();
    const box = adaPage.getByRole('textbox', { name: "What's on your mind?" });

    await box.fill('   Leg day done   ');
    await box.press('Enter');
    await postCard(adaPage, 'Leg day done').waitFor();
    expect(await box.inputValue()).toBe('');

    await box.fill('Typed, then the button');
    await adaPage.getByRole('button', { name: 'Post', exact: true }).click();
    await postCard(adaPage, 'Typed, then the button').waitFor();
    expect(await box.inputValue()).toBe('');

    await adaPage.getByRole('button', { name: 'Post', exact: true }).click();
    await postCard(adaPage, 'Feeling great!').waitFor();
    await adaPage.getByText('Feed posts: 3').waitFor();

    // Newest first, each with the author's name.
    const texts = await adaPage.getByTestId('post-text').allTextContents();
    expect(texts).toEqual(['Feeling great!', 'Typed, then the button', 'Leg day done']);
    expect(await postCard(adaPage, 'Leg day done').getByRole('heading').textContent()).toBe('Ada Author');
  });

  it('B likes and comments; A sees the like and the comment', async () => {
    benPage = await openSocial(ben);
    const card = postCard(benPage, 'Leg day done');
    await card.getByRole('button', { name: 'Like (0)' }).click();
    await card.getByRole('button', { name: 'Like (1)' }).waitFor();
    // Pressing again still counts one like.
    await card.getByRole('button', { name: 'Like (1)' }).click();
    const comment = card.getByRole('textbox', { name: 'Write a comment' });
    await comment.fill('  Nice one, Ada!  ');
    await comment.press('Enter');
    await card.getByTestId('last-comment').getByText('Nice one, Ada!').waitFor();
    expect(await comment.inputValue()).toBe('');
    await card.getByRole('button', { name: 'Like (1)' }).waitFor();

    await adaPage.reload();
    const adaCard = postCard(adaPage, 'Leg day done');
    await adaCard.getByRole('button', { name: 'Like (1)' }).waitFor();
    await adaCard.getByTestId('last-comment').getByText('Nice one, Ada!').waitFor();
    expect(await adaCard.getByTestId('last-comment').textContent()).toContain('Ben Buddy');
  });

  it('B unlikes; A sees Like (0)', async () => {
    const card = postCard(benPage, 'Leg day done');
    await card.getByRole('button', { name: 'Unlike' }).click();
    await card.getByRole('button', { name: 'Like (0)' }).waitFor();

    await adaPage.reload();
    await postCard(adaPage, 'Leg day done').getByRole('button', { name: 'Like (0)' }).waitFor();
  });

  it('renders markup literally and runs nothing, for the author and for others', async () => {
    const box = adaPage.getByRole('textbox', { name: "What's on your mind?" });
    await box.fill(XSS);
    await box.press('Enter');
    await postCard(adaPage, XSS).waitFor();

    await benPage.reload();
    await postCard(benPage, XSS).waitFor();
    for (const page of [adaPage, benPage]) {
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await postCard(page, XSS).getByTestId('post-text').textContent()).toBe(XSS);
    }
    expect(dialogs).toEqual([]);
  });

  it('lets A delete an own post, and offers B no delete for it', async () => {
    expect(
      await postCard(benPage, 'Feeling great!').getByRole('button', { name: 'Delete post' }).count(),
    ).toBe(0);
    await postCard(adaPage, 'Feeling great!').getByRole('button', { name: 'Delete post' }).click();
    const dialog = adaPage.getByRole('alertdialog', { name: 'Delete this post?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await adaPage.getByText('Feed posts: 3').waitFor();
    expect(await postCard(adaPage, 'Feeling great!').count()).toBe(0);
  });

  it('shows real stats and tabs, and looks right at desktop and phone widths', async () => {
    await adaPage.getByText('Feed posts: 3').waitFor();
    const stats = adaPage.getByRole('region', { name: 'Your Stats' });
    // Friends: Ben. No sample figures anywhere.
    expect(await stats.getByText('Friends').locator('..').textContent()).toContain('1');
    await adaPage.getByRole('region', { name: 'Community' }).getByText('Ben Buddy').waitFor();
    expect(await adaPage.getByText('Example', { exact: true }).count()).toBe(0);
    await adaPage.screenshot({ path: `${SHOTS}/social-desktop.png`, fullPage: true });

    const phone = await openSocial(ada, PHONE);
    await phone.getByText('Feed posts: 3').waitFor();
    await postCard(phone, 'Leg day done').getByRole('button', { name: 'Like (0)' }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: `${SHOTS}/social-phone.png`, fullPage: true });
    expect(await feedCount(phone)).toBe('Feed posts: 3');

    expect(journey.pageErrors()).toEqual([]);
  });

  it('a stranger sees none of it: an empty feed that leads to finding friends', async () => {
    const stranger = await createUser(journey.server.baseUrl, { name: 'Stan Stranger' });
    const page = await openSocial(stranger);
    await page.getByText('Feed posts: 0').waitFor();
    expect(await postCard(page, 'Leg day done').count()).toBe(0);
    await page
      .getByRole('region', { name: 'Live feed' })
      .getByRole('button', { name: 'Find friends' })
      .click();
    const search = page.getByRole('searchbox', { name: 'Search friends...' });
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('older posts', () => {
  it("appends the next page with 'Load older posts', hides the button after the last page and likes there", async () => {
    const { baseUrl } = journey.server;
    const cara = await createUser(baseUrl, { name: 'Cara Chronicle' });
    await befriend(baseUrl, cara, ada);
    for (let i = 1; i <= OLDER_POSTS; i += 1) {
      await apiCall(baseUrl, 'POST', '/social/posts', { token: cara.token, body: { text: `Story ${i}` } });
    }
    // The whole feed in one answer (it holds fewer than the largest page), in the order the page shows it.
    const feedUrl = '/social/posts?limit=100';
    const all = await apiCall<{ text: string; likes: string[] }[]>(baseUrl, 'GET', feedUrl, {
      token: cara.token,
    });
    expect(all.length).toBeGreaterThan(50);
    expect(all.length).toBeLessThan(100);

    const page = await openSocial(cara);
    await page.getByText('Feed posts: 50').waitFor();
    expect(await page.getByTestId('post-text').allTextContents()).toEqual(
      all.slice(0, 50).map((p) => p.text),
    );

    await page.getByRole('button', { name: 'Load older posts' }).click();
    await page.getByText(`Feed posts: ${all.length}`).waitFor();
    expect(await page.getByTestId('post-text').allTextContents()).toEqual(all.map((p) => p.text));
    expect(await page.getByRole('button', { name: 'Load older posts' }).count()).toBe(0);

    // A like on the older page shows at once and survives the refetch of both pages.
    const older = all[50]!;
    const card = postCard(page, older.text).first();
    const refetchedOlderPage = page.waitForResponse(
      (response) => response.url().includes('/api/social/posts?before=') && response.ok(),
    );
    await card.getByRole('button', { name: `Like (${older.likes.length})` }).click();
    await card.getByRole('button', { name: `Like (${older.likes.length + 1})` }).waitFor();
    await refetchedOlderPage;
    await card.getByRole('button', { name: `Like (${older.likes.length + 1})` }).waitFor();
    expect(await feedCount(page)).toBe(`Feed posts: ${all.length}`);

    expect(journey.pageErrors()).toEqual([]);
  });
});
