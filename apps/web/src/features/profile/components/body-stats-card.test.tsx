import type { UserSettings } from '@momentum/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { BodyStatsCard } from './body-stats-card';

const user = makeUser({
  onboarding: {
    basicInfo: { height: 180, weight: 100, fitnessExperience: 'Intermediate' },
    goals: { targetWeight: 90 },
    preferences: null,
  },
});

function renderWith(units: UserSettings['units']) {
  stubFetch(({ path }) =>
    path === '/settings'
      ? json(200, { units, theme: 'system', shareWorkouts: true, findable: true })
      : json(404, { message: 'Not found.', code: 'not_found' }),
  );
  return renderRoutes([{ path: '/', element: <BodyStatsCard user={user} /> }]);
}

const valueOf = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition');

describe('BodyStatsCard', () => {
  it('shows the stored metric answers in pounds and feet and inches for a person using them', async () => {
    renderWith({ weight: 'lb', length: 'in' });
    expect(await screen.findByText('5 ft 10.9 in')).toBeInTheDocument();
    expect(valueOf('Height')).toHaveTextContent('5 ft 10.9 in');
    expect(valueOf('Weight at sign-up')).toHaveTextContent('220.5 lb');
    expect(valueOf('Target weight')).toHaveTextContent('198.4 lb');
    expect(valueOf('Fitness experience')).toHaveTextContent('Intermediate');
  });

  it('shows them as stored for a metric person', async () => {
    renderWith({ weight: 'kg', length: 'cm' });
    expect(await screen.findByText('180 cm')).toBeInTheDocument();
    expect(valueOf('Weight at sign-up')).toHaveTextContent('100 kg');
    expect(valueOf('Target weight')).toHaveTextContent('90 kg');
  });
});
