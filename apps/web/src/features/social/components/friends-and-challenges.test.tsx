import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { fakeSocialApi, makeChallenge, makeFriend, person } from '@/test/fake-social-api';
import { ChallengesTab } from './challenges-tab';
import { FriendsTab } from './friends-tab';

function renderFriends() {
  signIn();
  return renderRoutes([{ path: '/', element: <FriendsTab onChallenge={() => undefined} /> }]);
}

const friendNames = () =>
  within(screen.getByRole('list', { name: 'Friends' }))
    .getAllByTestId('friend')
    .map((row) => row.querySelector('p')?.textContent);

describe('friends tab', () => {
  it('accepting a request makes a friend; declining one does not', async () => {
    const api = fakeSocialApi({
      friends: [makeFriend({ _id: 'u9', name: 'Zoe' })],
      requests: {
        incoming: [
          { _id: 'r1', user: person('u2', 'Bea'), createdAt: '2026-11-25T08:00:00.000Z' },
          { _id: 'r2', user: person('u3', 'Cal'), createdAt: '2026-11-25T09:00:00.000Z' },
        ],
        outgoing: [{ _id: 'r3', user: person('u4', 'Dee'), createdAt: '2026-11-25T10:00:00.000Z' }],
      },
    });
    const { user } = renderFriends();
    const requests = await screen.findByRole('region', { name: 'Friend requests' });
    expect(within(requests).getByText(/request sent, waiting/)).toBeInTheDocument();

    const beaRow = within(requests).getByText('Bea').closest('li')!;
    await user.click(within(beaRow).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(friendNames()).toEqual(['Bea', 'Zoe']));
    const calRow = within(requests).getByText('Cal').closest('li')!;
    await user.click(within(calRow).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(within(requests).queryByText('Cal')).not.toBeInTheDocument());

    expect(friendNames()).toEqual(['Bea', 'Zoe']);
    expect(api.writes()).toEqual(['POST /friends/requests/r1/accept', 'POST /friends/requests/r2/decline']);
  });

  it('says who is online and when the others were last active', async () => {
    fakeSocialApi({
      friends: [
        makeFriend({ _id: 'u2', name: 'Bea', online: true, lastActiveAt: new Date().toISOString() }),
        makeFriend({ _id: 'u3', name: 'Cal', online: false, lastActiveAt: null }),
      ],
    });
    renderFriends();
    const [bea, cal] = await screen.findAllByTestId('friend');
    expect(within(bea!).getByText('Online')).toBeInTheDocument();
    expect(within(cal!).queryByText('Online')).not.toBeInTheDocument();
  });

  it('removes a friend only after the confirmation', async () => {
    const api = fakeSocialApi({ friends: [makeFriend({ _id: 'u2', name: 'Bea' })] });
    const { user } = renderFriends();
    await user.click(await screen.findByRole('button', { name: 'Remove Bea' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bea from your friends?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Bea' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No friends yet.')).toBeInTheDocument();
    expect(api.writes()).toEqual(['DELETE /friends/u2']);
  });

  it('blocks a friend, lists them as blocked, and unblocks after the confirmation without restoring the friendship', async () => {
    const api = fakeSocialApi({
      friends: [makeFriend({ _id: 'u2', name: 'Bea' })],
      blocked: [person('u7', 'Gus')],
    });
    const { user } = renderFriends();
    const blockedList = await screen.findByRole('list', { name: 'Blocked people' });
    expect(
      within(blockedList)
        .getAllByTestId('blocked-person')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Gus')]);

    await user.click(await screen.findByRole('button', { name: 'Block Bea' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Blocked people' }))
          .getAllByTestId('blocked-person')
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('Bea'), expect.stringContaining('Gus')]),
    );
    expect(screen.getByText('No friends yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock Bea' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Bea?' });
    expect(dialog).toHaveTextContent('Your friendship is not restored');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Unblock Bea' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Unblock Gus' })).toBeInTheDocument();
    expect(screen.getByText('No friends yet.')).toBeInTheDocument();
    expect(api.writes()).toEqual(['POST /users/u2/block', 'DELETE /users/u2/block']);
  });

  it('shows no blocked section when nobody is blocked', async () => {
    fakeSocialApi({ friends: [makeFriend()] });
    renderFriends();
    await screen.findAllByTestId('friend');
    expect(screen.queryByRole('region', { name: 'Blocked people' })).not.toBeInTheDocument();
  });
});

describe('challenges tab', () => {
  it('shows each challenge with its standings and state; accepting an invitation ranks me', async () => {
    const api = fakeSocialApi({
      challenges: [
        makeChallenge({
          _id: 'c1',
          name: 'Plank week',
          myStatus: 'invited',
          standings: [
            { rank: 1, user: person('u2', 'Bea'), value: 4, me: false, status: 'accepted' },
            { rank: 0, user: person('me', 'Ada'), value: 0, me: true, status: 'invited' },
          ],
        }),
        makeChallenge({
          _id: 'c2',
          name: 'October burn',
          metric: 'calories',
          state: 'ended',
          winner: person('u3', 'Cal'),
          standings: [],
        }),
      ],
    });
    signIn();
    const { user } = renderRoutes([{ path: '/', element: <ChallengesTab onNew={() => undefined} /> }]);
    const [plank, october] = await screen.findAllByTestId('challenge');
    expect(october).toHaveTextContent('Ended · winner Cal');
    expect(plank).toHaveTextContent('3 days left');
    const standings = () =>
      within(within(plank!).getByRole('list', { name: 'Plank week standings' }))
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(standings()[1]).toContain('Invited');

    await user.click(within(plank!).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(within(plank!).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument(),
    );
    expect(standings()[1]).toMatch(/^#2Ada \(you\)/);
    expect(within(october!).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(api.writes()).toEqual(['POST /social/challenges/c1/accept']);
  });

  it('offers a new challenge when there is none', async () => {
    fakeSocialApi();
    signIn();
    let started = 0;
    const { user } = renderRoutes([{ path: '/', element: <ChallengesTab onNew={() => (started += 1)} /> }]);
    expect(await screen.findByText('No challenges yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New challenge' }));
    expect(started).toBe(1);
  });
});
