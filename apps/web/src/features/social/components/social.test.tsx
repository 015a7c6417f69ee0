import type { Post } from '@momentum/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { deferred, json, stubFetch, type StubRequest } from '@/test/fetch';
import { createTestQueryClient } from '@/test/render';
import { LiveFeed } from './live-feed';
import { QuickPost } from './quick-post';

const ME = 'me';

function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'p1',
    user: { _id: 'u2', name: 'Bea', avatarUrl: null },
    text: 'Morning run',
    likes: [],
    comments: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    type: 'post',
    activity: null,
    ...overrides,
  };
}

function renderSocial(queryClient: QueryClient = createTestQueryClient()) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <QuickPost />
      <LiveFeed currentUserId={ME} />
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

const feedCalls = (requests: StubRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/social/posts').length;

/** A feed page as the server sends it: the posts, and the cursor of the next older page in a header. */
function feedPage(posts: Post[], nextCursor?: string): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (nextCursor) headers.set('X-Next-Cursor', nextCursor);
  return new Response(JSON.stringify(posts), { status: 200, headers });
}

const beforeParam = (request: StubRequest) =>
  new URL(request.url, 'http://localhost').searchParams.get('before');

/** Two pages: p1 and p2, then (before=cursor-1) p3 with no further cursor. */
function twoPages(request: StubRequest, older: Post[] = [makePost({ _id: 'p3', text: 'Older post' })]) {
  return beforeParam(request) === 'cursor-1'
    ? feedPage(older)
    : feedPage([makePost({ _id: 'p1' }), makePost({ _id: 'p2', text: 'Second post' })], 'cursor-1');
}

describe('live feed', () => {
  it("shows 'Loading feed...', then the count, names (fallback 'User') and the last comment else the text", async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    renderSocial();
    expect(screen.getByText('Loading feed...')).toBeInTheDocument();

    answer.resolve(
      json(200, [
        makePost({
          _id: 'p1',
          likes: ['u3', ME],
          comments: [
            {
              _id: 'c1',
              text: 'first comment',
              user: { _id: 'u3', name: 'Cy' },
              createdAt: '2026-11-20T09:00:00.000Z',
            },
            {
              _id: 'c2',
              text: 'latest comment',
              user: { _id: 'u3', name: 'Cy' },
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
        makePost({ _id: 'p2', user: { _id: 'u4', name: '', avatarUrl: null }, text: 'No name here' }),
      ]),
    );

    expect(await screen.findByText('Feed posts: 2')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Bea' })).toBeInTheDocument();
    expect(within(first!).getByTestId('last-comment')).toHaveTextContent('latest comment');
    expect(within(first!).queryByText('first comment')).not.toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(second!).getByRole('heading', { name: 'User' })).toBeInTheDocument();
    expect(within(second!).getByText('No name here')).toBeInTheDocument();
    expect(within(second!).queryByTestId('last-comment')).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Unlike' })).toBeDisabled();
  });

  it("shows 'Failed to load feed' after one attempt: the feed query does not retry", async () => {
    const fetch = stubFetch(() =>
      json(500, { message: 'Something went wrong on our side.', code: 'internal_error' }),
    );
    // The app's own client retries 5xx by default; the feed must opt out.
    renderSocial(createQueryClient());
    expect(await screen.findByText('Failed to load feed')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('renders markup in posts and comments as literal text', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    stubFetch(() =>
      json(200, [
        makePost({ _id: 'p1', text: xss }),
        makePost({
          _id: 'p2',
          comments: [
            {
              _id: 'c',
              text: '<b>bold</b>',
              user: { _id: 'u2', name: '<i>x</i>' },
              createdAt: '2026-11-20T09:00:00.000Z',
            },
          ],
        }),
      ]),
    );
    const { container } = render(
      <QueryClientProvider client={createTestQueryClient()}>
        <LiveFeed currentUserId={ME} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(xss)).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], b, i')).toBeNull();
  });

  it('shows a like at once, and takes it back when the server refuses', async () => {
    const likeAnswer = deferred<Response>();
    const requests: StubRequest[] = [];
    stubFetch((request) => {
      requests.push(request);
      if (request.path === '/social/posts/p1/like') return likeAnswer.promise;
      // The refetch after the failure never answers, so only the rollback can restore the count.
      if (feedCalls(requests) > 1) return new Promise<Response>(() => undefined);
      return json(200, [makePost({ likes: ['u3'] })]);
    });
    const { user } = renderSocial();
    await user.click(await screen.findByRole('button', { name: 'Like (1)' }));

    expect(screen.getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Unlike' })).toBeEnabled();
    expect(requests.find((r) => r.path === '/social/posts/p1/like')).toMatchObject({
      method: 'POST',
      body: undefined,
    });

    likeAnswer.resolve(json(500, { message: 'Nope', code: 'internal_error' }));
    expect(await screen.findByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
  });

  it('unlikes and refetches the feed', async () => {
    const requests: StubRequest[] = [];
    stubFetch((request) => {
      requests.push(request);
      if (request.path === '/social/posts/p1/unlike') return json(200, makePost());
      return json(200, [makePost({ likes: feedCalls(requests) === 1 ? [ME] : [] })]);
    });
    const { user } = renderSocial();
    await user.click(await screen.findByRole('button', { name: 'Unlike' }));
    expect(screen.getByRole('button', { name: 'Like (0)' })).toBeInTheDocument();
    await waitFor(() => expect(feedCalls(requests)).toBe(2));
    expect(requests.some((r) => r.method === 'POST' && r.path === '/social/posts/p1/unlike')).toBe(true);
  });

  it('comments with Enter: trimmed, non-blank only, then clears and refetches', async () => {
    const requests: StubRequest[] = [];
    stubFetch((request) => {
      requests.push(request);
      if (request.method === 'POST') return json(201, makePost());
      return json(200, [makePost()]);
    });
    const { user } = renderSocial();
    const input = await screen.findByRole('textbox', { name: 'Write a comment' });

    await user.type(input, '   {Enter}');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '  Great pace!  {Enter}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(feedCalls(requests)).toBe(2));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/social/posts/p1/comments', body: { text: 'Great pace!' } }),
    ]);
  });
});

describe('load older posts', () => {
  it("appends the next page, shows 'Loading...' while fetching and hides the button after the last page", async () => {
    const older = deferred<Response>();
    const requests: StubRequest[] = [];
    stubFetch((request) => {
      requests.push(request);
      return beforeParam(request) === 'cursor-1' ? older.promise : twoPages(request);
    });
    const { user } = renderSocial();
    expect(await screen.findByText('Feed posts: 2')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/social/posts']);

    await user.click(screen.getByRole('button', { name: 'Load older posts' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(requests.at(-1)?.url).toBe('/api/social/posts?before=cursor-1');

    older.resolve(feedPage([makePost({ _id: 'p3', text: 'Older post' })]));
    expect(await screen.findByText('Feed posts: 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('post-text').map((p) => p.textContent)).toEqual([
      'Morning run',
      'Second post',
      'Older post',
    ]);
    expect(screen.queryByRole('button', { name: /Load older posts|Loading\.\.\./ })).not.toBeInTheDocument();
  });

  it('shows no button when the first page is the last', async () => {
    stubFetch(() => feedPage([makePost()]));
    renderSocial();
    expect(await screen.findByText('Feed posts: 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older posts' })).not.toBeInTheDocument();
  });

  it('keeps the posts shown when an older page fails, and lets the button try again', async () => {
    let olderAttempts = 0;
    stubFetch((request) => {
      if (beforeParam(request) !== 'cursor-1') return twoPages(request);
      olderAttempts += 1;
      return olderAttempts === 1
        ? json(500, { message: 'Something went wrong on our side.', code: 'internal_error' })
        : twoPages(request);
    });
    // The app's own client would retry a 5xx; the feed must not.
    const { user } = renderSocial(createQueryClient());
    await user.click(await screen.findByRole('button', { name: 'Load older posts' }));

    expect(await screen.findByText('Failed to load feed')).toBeInTheDocument();
    expect(screen.getByText('Feed posts: 2')).toBeInTheDocument();
    expect(olderAttempts).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Load older posts' }));
    expect(await screen.findByText('Feed posts: 3')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load feed')).not.toBeInTheDocument();
  });

  it('likes a post of an older page at once, takes it back when refused, and refetches every page', async () => {
    const likeAnswer = deferred<Response>();
    const requests: StubRequest[] = [];
    stubFetch((request) => {
      requests.push(request);
      if (request.path === '/social/posts/p3/like') return likeAnswer.promise;
      // The refetch of the older page never answers, so only the rollback can restore the count.
      const olderCalls = requests.filter((r) => beforeParam(r) === 'cursor-1').length;
      if (olderCalls > 1) return new Promise<Response>(() => undefined);
      return twoPages(request, [makePost({ _id: 'p3', text: 'Older post', likes: ['u3'] })]);
    });
    const { user } = renderSocial();
    await user.click(await screen.findByRole('button', { name: 'Load older posts' }));
    const olderCard = (await screen.findByText('Older post')).closest('article')!;
    const feedRequestsBefore = feedCalls(requests);

    await user.click(within(olderCard).getByRole('button', { name: 'Like (1)' }));
    expect(within(olderCard).getByRole('button', { name: 'Like (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Feed posts: 3')).toBeInTheDocument();

    likeAnswer.resolve(json(500, { message: 'Nope', code: 'internal_error' }));
    expect(await within(olderCard).findByRole('button', { name: 'Like (1)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The refetch reloads the newest page, then the older one with the cursor the new first page gives.
    await waitFor(() => expect(feedCalls(requests)).toBe(feedRequestsBefore + 2));
    expect(
      requests
        .filter((r) => r.method === 'GET')
        .map((r) => r.url)
        .slice(-2),
    ).toEqual(['/api/social/posts', '/api/social/posts?before=cursor-1']);
    expect(screen.getByText('Feed posts: 3')).toBeInTheDocument();
  });
});

describe('quick post', () => {
  function stubPosting() {
    const requests: StubRequest[] = [];
    stubFetch((request) => {
      requests.push(request);
      if (request.method === 'POST') return json(201, makePost());
      return json(200, []);
    });
    const posted = () => requests.filter((r) => r.method === 'POST').map((r) => r.body);
    return { requests, posted };
  }

  it('Enter posts the trimmed text when it is not blank, then clears the box and refetches', async () => {
    const { requests, posted } = stubPosting();
    const { user } = renderSocial();
    await screen.findByText('Feed posts: 0');
    const box = screen.getByRole('textbox', { name: "What's on your mind?" });

    await user.type(box, '  {Enter}');
    expect(posted()).toEqual([]);

    await user.type(box, ' Leg day done {Enter}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(feedCalls(requests)).toBe(2));
    expect(posted()).toEqual([{ text: 'Leg day done' }]);
  });

  it("the 'Post' button posts what is typed, and 'Feeling great!' when the box is blank", async () => {
    const { posted } = stubPosting();
    const { user } = renderSocial();
    const box = screen.getByRole('textbox', { name: "What's on your mind?" });

    await user.type(box, '  Typed text ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(box).toHaveValue('');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(posted()).toEqual([{ text: 'Typed text' }, { text: 'Feeling great!' }]));
  });

  it('keeps the typed text and says why when posting too fast', async () => {
    stubFetch((request) =>
      request.method === 'POST'
        ? json(429, { message: 'You are posting too fast. Please wait a moment.', code: 'rate_limited' })
        : json(200, []),
    );
    const { user } = renderSocial();
    const box = screen.getByRole('textbox', { name: "What's on your mind?" });
    await user.type(box, 'One more{Enter}');
    expect(await screen.findByText('You are posting too fast. Please wait a moment.')).toBeInTheDocument();
    expect(box).toHaveValue('One more');
  });
});

describe('opening a post from a notification', () => {
  /** The feed of `twoPages` opened at `postId`; answers the requests it makes. */
  function renderFeedAt(postId: string) {
    const requests: StubRequest[] = [];
    stubFetch((request) => {
      requests.push(request);
      return twoPages(request);
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <LiveFeed currentUserId={ME} focusPostId={postId} />
      </QueryClientProvider>,
    );
    return { requests };
  }

  it('loads older pages until the post is there, then focuses and marks its card', async () => {
    const { requests } = renderFeedAt('p3');
    const card = (await screen.findByText('Older post')).closest('article')!;
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(feedCalls(requests)).toBe(2);
    const others = screen.getAllByTestId('post').filter((post) => post !== card);
    expect(others.map((post) => post.getAttribute('aria-current'))).toEqual([null, null]);
    expect(screen.queryByText(/no longer in your feed/)).not.toBeInTheDocument();
  });

  it('a post on the first page loads nothing more', async () => {
    const { requests } = renderFeedAt('p2');
    const card = (await screen.findByText('Second post')).closest('article')!;
    await waitFor(() => expect(card).toHaveFocus());
    expect(feedCalls(requests)).toBe(1);
  });

  it('says so when the post is in none of the pages', async () => {
    renderFeedAt('gone');
    expect(await screen.findByText(/That post is no longer in your feed/)).toBeInTheDocument();
    expect(screen.getByText('Older post')).toBeInTheDocument();
  });
});
