import { KG_PER_LB, type User, type UserSettings } from '@momentum/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, makeUser, signIn, stubFetch } from '@/test/fetch';
import { renderApp } from '@/test/render';

const newcomer = makeUser({ name: 'Grace Hopper', isOnboarded: false });

function setup(onComplete: (body: unknown) => Response | Promise<Response>, settings?: UserSettings) {
  let current: User = newcomer;
  const fetch = stubFetch(async ({ path, method, body }) => {
    if (path === '/auth/profile' && method === 'GET') return json(200, { user: current });
    if (path === '/settings' && settings) return json(200, settings);
    if (path === '/onboarding/complete' && method === 'POST') {
      const response = await onComplete(body);
      if (response.ok) current = ((await response.clone().json()) as { user: User }).user;
      return response;
    }
    return json(404, { message: 'Not here', code: 'not_found' });
  });
  signIn({ refresh: 'r1' });
  return { fetch, ...renderApp({ path: '/onboarding' }) };
}

const next = () => screen.getByRole('button', { name: 'Next' });

describe('onboarding wizard', () => {
  it('walks three steps with the spec messages, Back, and finishes with numbers as numbers', async () => {
    let sent: unknown;
    const { user, router } = setup((body) => {
      sent = body;
      return json(200, { user: { ...newcomer, isOnboarded: true } });
    });

    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Grace Hopper');

    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'G');
    await user.type(screen.getByLabelText('Age'), '7');
    await user.click(next());
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    for (const message of [
      'Please enter a valid full name.',
      'Age must be between 10 and 100.',
      'Please select your gender.',
      'Height must be between 100 and 250 cm.',
      'Weight must be between 30 and 400 kg.',
      'Please select your fitness experience.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // The first invalid field gets the focus and names its message.
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Please enter a valid full name.');

    await user.type(screen.getByLabelText('Full Name'), 'race Hopper');
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '34');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.type(screen.getByLabelText('Height (cm)'), '168');
    await user.type(screen.getByLabelText('Weight (kg)'), '61.5');
    await user.selectOptions(screen.getByLabelText('Fitness Experience'), 'Intermediate');
    expect(screen.queryByText('Age must be between 10 and 100.')).not.toBeInTheDocument();
    await user.click(next());

    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Weekly Target')).toHaveValue('3-5 days');
    await user.clear(screen.getByLabelText('Weekly Target'));
    await user.type(screen.getByLabelText('Weekly Target'), 'ab');
    await user.click(next());
    expect(screen.getByText('Please choose your primary goal.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a weekly target (e.g., 3-5 days).')).toBeInTheDocument();

    // Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(168);
    await user.click(next());

    await user.selectOptions(await screen.findByLabelText('Primary Goal'), 'Muscle Gain');
    await user.clear(screen.getByLabelText('Weekly Target'));
    await user.type(screen.getByLabelText('Weekly Target'), '4 days');
    await user.type(screen.getByLabelText('Target Weight (kg)'), '65');
    await user.click(next());

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Preferred Workout Time')).toHaveValue('Anytime');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('Please select at least one available day.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    const days = screen.getByRole('group', { name: 'Available Days' });
    await user.click(within(days).getByLabelText('Saturday'));
    await user.click(within(days).getByLabelText('Monday'));
    await user.click(
      within(screen.getByRole('group', { name: 'Equipment Available' })).getByLabelText('Dumbbells'),
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ firstWelcome: true });
    expect(sent).toEqual({
      basicInfo: {
        fullName: 'Grace Hopper',
        age: 34,
        gender: 'Female',
        height: 168,
        weight: 61.5,
        fitnessExperience: 'Intermediate',
      },
      goals: { primaryGoal: 'Muscle Gain', targetWeight: 65, weeklyTarget: '4 days', specificGoals: '' },
      preferences: {
        workoutTime: 'Anytime',
        availableDays: ['Monday', 'Saturday'],
        equipmentAvailable: ['Dumbbells'],
      },
    });
  });

  it("shows 'Finishing...' while busy and the spec's message when finishing fails", async () => {
    const answer = deferred<Response>();
    const { user, router } = setup(() => answer.promise);
    await screen.findByText('Step 1 of 3');
    await user.type(screen.getByLabelText('Age'), '40');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.type(screen.getByLabelText('Height (cm)'), '180');
    await user.type(screen.getByLabelText('Weight (kg)'), '80');
    await user.selectOptions(screen.getByLabelText('Fitness Experience'), 'Beginner');
    await user.click(next());
    await user.selectOptions(await screen.findByLabelText('Primary Goal'), 'Endurance');
    await user.click(next());
    await user.click(
      within(await screen.findByRole('group', { name: 'Available Days' })).getByLabelText('Sunday'),
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('button', { name: 'Finishing...' })).toBeDisabled();
    answer.resolve(json(400, { message: 'basicInfo.age: bad', code: 'validation_failed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please check your inputs and try again.',
    );
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
  });

  it('takes the height in feet and inches and weights in pounds, sending centimetres and kilograms', async () => {
    let sent: unknown;
    const { user, router } = setup(
      (body) => {
        sent = body;
        return json(200, { user: { ...newcomer, isOnboarded: true } });
      },
      { units: { weight: 'lb', length: 'in' }, theme: 'system', shareWorkouts: true, findable: true },
    );
    await screen.findByText('Step 1 of 3');
    await user.type(screen.getByLabelText('Age'), '40');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.type(await screen.findByLabelText('Height (ft, in)'), '5');
    await user.type(screen.getByLabelText('Height inches'), '10');
    await user.type(screen.getByLabelText('Weight (lb)'), '20');
    await user.selectOptions(screen.getByLabelText('Fitness Experience'), 'Beginner');
    await user.click(next());
    // 20 lb is 9.07 kg: refused with the shared message, on the weight.
    expect(screen.getByLabelText('Weight (lb)')).toHaveAccessibleDescription(
      'Weight must be between 30 and 400 kg.',
    );
    expect(screen.getByLabelText('Weight (lb)')).toHaveFocus();
    await user.type(screen.getByLabelText('Weight (lb)'), '0');
    expect(screen.queryByText('Weight must be between 30 and 400 kg.')).not.toBeInTheDocument();
    await user.click(next());

    await user.selectOptions(await screen.findByLabelText('Primary Goal'), 'Weight Loss');
    await user.type(screen.getByLabelText('Target Weight (lb)'), '180');
    await user.click(next());
    await user.click(
      within(await screen.findByRole('group', { name: 'Available Days' })).getByLabelText('Sunday'),
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toMatchObject({
      basicInfo: { height: 177.8, weight: 200 * KG_PER_LB },
      goals: { primaryGoal: 'Weight Loss', targetWeight: 180 * KG_PER_LB },
    });
  });
});
