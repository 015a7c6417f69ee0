import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { fakeSocialApi, makeNotification, person } from '@/test/fake-social-api';
import { NotificationsList } from './notifications-list';

function Social() {
  const location = useLocation();
  return <p>{`Social page ${location.search}`}</p>;
}

function renderNotifications() {
  signIn();
  return renderRoutes(
    [
      { path: '/notifications', element: <NotificationsList /> },
      { path: '/social', element: <Social /> },
    ],
    { path: '/notifications' },
  );
}

const notifications = [
  makeNotification({
    _id: 'n3',
    kind: 'comment',
    postId: 'p 7',
    detail: 'Nice one',
    actor: person('u3', 'Cal'),
  }),
  makeNotification({ _id: 'n2', kind: 'like', postId: 'p1', read: true }),
  makeNotification({ _id: 'n1', kind: 'friend-request', postId: null, actor: person('u4', 'Dee') }),
];

describe('notifications page', () => {
  it('lists them as sent, newest first, with the unread count and unread ones marked', async () => {
    fakeSocialApi({ notifications });
    renderNotifications();
    const rows = await screen.findAllByTestId('notification');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Unread: Cal commented on your post: “Nice one”',
      'Bea liked your post.',
      'Unread: Dee sent you a friend request.',
    ]);
    expect(screen.getByRole('heading', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
  });

  it('opening a comment notification reads it and opens its post in the feed', async () => {
    const api = fakeSocialApi({ notifications });
    const { user, router } = renderNotifications();
    await user.click(await screen.findByRole('link', { name: 'Cal commented on your post: “Nice one”' }));
    expect(await screen.findByText('Social page ?post=p%207')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/social');
    expect(api.writes()).toEqual(['POST /notifications/n3/read']);
  });

  it('opening a read one writes nothing; a friend request leads to the Social page', async () => {
    const api = fakeSocialApi({ notifications });
    const { user } = renderNotifications();
    expect(await screen.findByRole('link', { name: 'Dee sent you a friend request.' })).toHaveAttribute(
      'href',
      '/social',
    );
    await user.click(screen.getByRole('link', { name: 'Bea liked your post.' }));
    expect(await screen.findByText('Social page ?post=p1')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('marks one read, then all', async () => {
    const api = fakeSocialApi({ notifications });
    const { user } = renderNotifications();
    const [cal] = await screen.findAllByTestId('notification');
    await user.click(within(cal!).getByRole('button', { name: /^Mark as read: Cal commented/ }));
    expect(await screen.findByRole('heading', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    expect(api.writes()).toEqual(['POST /notifications/n3/read', 'POST /notifications/read-all']);
  });

  it('says so when there are none', async () => {
    fakeSocialApi();
    renderNotifications();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});
