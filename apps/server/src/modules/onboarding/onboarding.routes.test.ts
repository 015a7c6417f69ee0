import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

/** A payload that tests may bend into any shape. */
type Section = Record<string, unknown>;
type Loose = { basicInfo: Section; goals: Section; preferences: Section };

const valid = (): Loose => ({
  basicInfo: {
    fullName: 'Grace Hopper',
    age: 34,
    gender: 'Female',
    height: 168,
    weight: 61.5,
    fitnessExperience: 'Intermediate',
  },
  goals: {
    primaryGoal: 'Muscle Gain',
    targetWeight: 65,
    weeklyTarget: '3-5 days',
    specificGoals: 'Five pull-ups',
  },
  preferences: {
    workoutTime: 'Evening',
    availableDays: ['Wednesday', 'Monday'],
    equipmentAvailable: ['Dumbbells'],
    healthConditions: 'Knee',
  },
});

const complete = (session: Session, payload: unknown) =>
  as(t.app, session, { method: 'POST', url: '/api/onboarding/complete', payload: payload as object });

describe('POST /api/onboarding/complete', () => {
  it('stores the answers with numbers as numbers, marks the user onboarded and sets the start weight', async () => {
    const session = await registerUser(t.app);
    const before = await as(t.app, session, { method: 'GET', url: '/api/auth/profile' });
    expect(before.json().user.isOnboarded).toBe(false);

    const response = await complete(session, valid());
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ isOnboarded: true });

    const profile = (await as(t.app, session, { method: 'GET', url: '/api/auth/profile' })).json().user;
    expect(profile.isOnboarded).toBe(true);
    expect(profile.onboarding.basicInfo).toEqual({
      fullName: 'Grace Hopper',
      age: 34,
      gender: 'Female',
      height: 168,
      weight: 61.5,
      fitnessExperience: 'Intermediate',
    });
    expect(profile.onboarding.goals).toEqual({
      primaryGoal: 'Muscle Gain',
      targetWeight: 65,
      weeklyTarget: '3-5 days',
      specificGoals: 'Five pull-ups',
    });
    expect(profile.onboarding.preferences).toEqual({
      workoutTime: 'Evening',
      availableDays: ['Monday', 'Wednesday'],
      equipmentAvailable: ['Dumbbells'],
      healthConditions: 'Knee',
    });

    const summary = await as(t.app, session, { method: 'GET', url: '/api/auth/summary' });
    expect(summary.json().startWeightKg).toBe(61.5);
  });

  it('accepts an empty equipment list and no target weight, and a second finish replaces the answers', async () => {
    const session = await registerUser(t.app);
    const payload = valid();
    await complete(session, payload);
    const second = {
      basicInfo: { ...payload.basicInfo, weight: 80 },
      goals: { primaryGoal: 'Endurance', weeklyTarget: 'daily', specificGoals: '' },
      preferences: { workoutTime: 'Anytime', availableDays: ['Sunday'], equipmentAvailable: [] },
    };
    const response = await complete(session, second);
    expect(response.statusCode).toBe(200);
    const user = response.json().user;
    expect(user.onboarding.goals).toEqual({
      primaryGoal: 'Endurance',
      weeklyTarget: 'daily',
      specificGoals: '',
    });
    expect(user.onboarding.preferences.equipmentAvailable).toEqual([]);
    const summary = await as(t.app, session, { method: 'GET', url: '/api/auth/summary' });
    expect(summary.json().startWeightKg).toBe(80);
  });

  it.each([
    ['age 7', (p: Loose) => (p.basicInfo.age = 7), 'basicInfo.age', 'Age must be between 10 and 100.'],
    [
      'age as text',
      (p: Loose) => (p.basicInfo.age = '34'),
      'basicInfo.age',
      'Age must be between 10 and 100.',
    ],
    [
      'a one-letter name',
      (p: Loose) => (p.basicInfo.fullName = ' G '),
      'basicInfo.fullName',
      'Please enter a valid full name.',
    ],
    ['no gender', (p: Loose) => delete p.basicInfo.gender, 'basicInfo.gender', 'Please select your gender.'],
    [
      'height 251',
      (p: Loose) => (p.basicInfo.height = 251),
      'basicInfo.height',
      'Height must be between 100 and 250 cm.',
    ],
    [
      'weight 29',
      (p: Loose) => (p.basicInfo.weight = 29),
      'basicInfo.weight',
      'Weight must be between 30 and 400 kg.',
    ],
    [
      'an unknown experience',
      (p: Loose) => (p.basicInfo.fitnessExperience = 'Expert'),
      'basicInfo.fitnessExperience',
      'Please select your fitness experience.',
    ],
    [
      'no primary goal',
      (p: Loose) => (p.goals.primaryGoal = ''),
      'goals.primaryGoal',
      'Please choose your primary goal.',
    ],
    [
      'a short weekly target',
      (p: Loose) => (p.goals.weeklyTarget = 'ab'),
      'goals.weeklyTarget',
      'Please provide a weekly target (e.g., 3-5 days).',
    ],
    [
      'no workout time',
      (p: Loose) => delete p.preferences.workoutTime,
      'preferences.workoutTime',
      'Please select preferred workout time.',
    ],
    [
      'no available day',
      (p: Loose) => (p.preferences.availableDays = []),
      'preferences.availableDays',
      'Please select at least one available day.',
    ],
    [
      'no equipment list',
      (p: Loose) => delete p.preferences.equipmentAvailable,
      'preferences.equipmentAvailable',
      "Please select your available equipment (choose 'None' if applicable).",
    ],
    [
      'a 5000-character health note',
      (p: Loose) => (p.preferences.healthConditions = 'x'.repeat(5000)),
      'preferences.healthConditions',
      'Health conditions must be at most 1000 characters.',
    ],
  ])('answers 400 naming the field for %s and changes nothing', async (_case, mutate, field, message) => {
    const session = await registerUser(t.app);
    const payload = valid();
    mutate(payload);
    const response = await complete(session, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields[field]).toBe(message);
    expect(body.message).toContain(field);
    const profile = (await as(t.app, session, { method: 'GET', url: '/api/auth/profile' })).json().user;
    expect(profile.isOnboarded).toBe(false);
    expect(profile.onboarding.basicInfo).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: valid(),
    });
    expect(response.statusCode).toBe(401);
  });
});
