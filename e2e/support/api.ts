type User = { _id: string; name: string; email: string; isOnboarded: boolean };

export type CreatedUser = { token: string; refresh: string; user: User; email: string; password: string };

let counter = 0;

export const VALID_ONBOARDING = {
  basicInfo: {
    fullName: 'Alex Runner',
    age: 30,
    gender: 'Other',
    height: 175,
    weight: 72,
    fitnessExperience: 'Intermediate',
  },
  goals: { primaryGoal: 'General Fitness', weeklyTarget: '3-5 days', specificGoals: '' },
  preferences: {
    workoutTime: 'Anytime',
    availableDays: ['Monday', 'Wednesday'],
    equipmentAvailable: ['None'],
  },
};

export async function apiCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'x-timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Registers a user through the API and, unless told otherwise, completes onboarding. */
export async function createUser(
  baseUrl: string,
  options: { onboarded?: boolean; name?: string } = {},
): Promise<CreatedUser> {
  counter += 1;
  const email = `e2e-${process.pid}-${counter}-${Date.now()}@example.com`;
  const password = 'journey password 1';
  const name = options.name ?? `Journey User ${counter}`;
  const auth = await apiCall<{ token: string; refresh: string; user: User }>(
    baseUrl,
    'POST',
    '/auth/register',
    {
      body: { name, email, password },
    },
  );
  if (options.onboarded ?? true) {
    await apiCall(baseUrl, 'POST', '/onboarding/complete', {
      token: auth.token,
      body: { ...VALID_ONBOARDING, basicInfo: { ...VALID_ONBOARDING.basicInfo, fullName: name } },
    });
    auth.user.isOnboarded = true;
  }
  return { ...auth, email, password };
}

/** Makes two users friends through the API: the first asks, the second accepts. */
export async function befriend(baseUrl: string, one: CreatedUser, other: CreatedUser): Promise<void> {
  const asked = await apiCall<{ _id: string; friendship: string }>(baseUrl, 'POST', '/friends/requests', {
    token: one.token,
    body: { userId: other.user._id },
  });
  if (asked.friendship !== 'friends') {
    await apiCall(baseUrl, 'POST', `/friends/requests/${asked._id}/accept`, { token: other.token });
  }
}
