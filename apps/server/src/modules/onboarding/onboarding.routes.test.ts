import { describe, expect, it } from 'vitest';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';

const t = useTestApp();

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

/** A table row's value for a field the payload leaves out. */
const MISSING = Symbol('missing');

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
    // The first two sections as sent (numbers as numbers); the days come back in week order.
    expect(profile.onboarding.basicInfo).toEqual(valid().basicInfo);
    expect(profile.onboarding.goals).toEqual(valid().goals);
    expect(profile.onboarding.preferences).toEqual({
      ...valid().preferences,
      availableDays: ['Monday', 'Wednesday'],
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
    ['age 7', 'basicInfo.age', 7, 'Age must be between 10 and 100.'],
    ['age as text', 'basicInfo.age', '34', 'Age must be between 10 and 100.'],
    ['a one-letter name', 'basicInfo.fullName', ' G ', 'Please enter a valid full name.'],
    ['no gender', 'basicInfo.gender', MISSING, 'Please select your gender.'],
    ['height 251', 'basicInfo.height', 251, 'Height must be between 100 and 250 cm.'],
    ['weight 29', 'basicInfo.weight', 29, 'Weight must be between 30 and 400 kg.'],
    [
      'an unknown experience',
      'basicInfo.fitnessExperience',
      'Expert',
      'Please select your fitness experience.',
    ],
    ['no primary goal', 'goals.primaryGoal', '', 'Please choose your primary goal.'],
    ['a short weekly target', 'goals.weeklyTarget', 'ab', 'Please provide a weekly target (e.g., 3-5 days).'],
    ['no workout time', 'preferences.workoutTime', MISSING, 'Please select preferred workout time.'],
    ['no available day', 'preferences.availableDays', [], 'Please select at least one available day.'],
    [
      'no equipment list',
      'preferences.equipmentAvailable',
      MISSING,
      "Please select your available equipment (choose 'None' if applicable).",
    ],
    [
      'a 5000-character health note',
      'preferences.healthConditions',
      'x'.repeat(5000),
      'Health conditions must be at most 1000 characters.',
    ],
  ] as const)(
    'answers 400 naming the field for %s and changes nothing',
    async (_case, field, value, message) => {
      const session = await registerUser(t.app);
      const payload = valid();
      const [section, key] = field.split('.') as [keyof Loose, string];
      if (value === MISSING) delete payload[section][key];
      else payload[section][key] = value;
      const response = await complete(session, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('validation_failed');
      expect(body.fields[field]).toBe(message);
      expect(body.message).toContain(field);
      const profile = (await as(t.app, session, { method: 'GET', url: '/api/auth/profile' })).json().user;
      expect(profile.isOnboarded).toBe(false);
      expect(profile.onboarding.basicInfo).toBeNull();
    },
  );

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: valid(),
    });
    expect(response.statusCode).toBe(401);
  });
});
