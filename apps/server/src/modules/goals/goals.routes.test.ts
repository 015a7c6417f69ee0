import { describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';

const t = useTestApp();

const validGoal = {
  title: 'Run 100 km',
  category: 'cardio',
  targetValue: 100,
  unit: 'km',
  deadline: '2027-03-31',
  priority: 'high',
  description: 'One long run a week',
};

type GoalJson = {
  _id: string;
  title: string;
  status: string;
  currentValue: number;
  targetValue: number;
  startValue: number;
  unit: string;
  followsWeight: boolean;
  completedDate?: string;
  timeTaken?: string;
  createdAt: string;
};

/** A new goal's request: the valid goal with `overrides`. */
const postGoal = (session: Session, overrides: Record<string, unknown>) =>
  as(t.app, session, { method: 'POST', url: '/api/goals', payload: { ...validGoal, ...overrides } });

async function createGoal(session: Session, overrides: Record<string, unknown> = {}): Promise<GoalJson> {
  const response = await postGoal(session, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GoalJson>();
}

const edit = (session: Session, id: string, payload: unknown) =>
  as(t.app, session, { method: 'PUT', url: `/api/goals/${id}`, payload: payload as object });

const progress = (session: Session, id: string, currentValue: unknown, timeZone?: string) =>
  as(t.app, session, {
    method: 'POST',
    url: `/api/goals/${id}/progress`,
    payload: { currentValue },
    timeZone,
  });

const list = async (session: Session, query = '') => {
  const response = await as(t.app, session, { method: 'GET', url: `/api/goals${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GoalJson[]>();
};

/** Records a weight the way the progress module stores it. */
async function recordWeight(userId: string, date: string, weightKg: number, createdAt = nowIso()) {
  await t.database.db
    .insertInto('progress_entries')
    .values({
      id: newId(),
      user_id: userId,
      date,
      measurements: JSON.stringify({ weight: weightKg }),
      weight_kg: weightKg,
      created_at: createdAt,
    })
    .execute();
}

describe('POST /api/goals', () => {
  it('stores a goal and answers the goal document, starting in progress at 0', async () => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session, { title: '  Run 100 km  ' });
    expect(goal).toMatchObject({
      title: 'Run 100 km',
      description: 'One long run a week',
      category: 'cardio',
      targetValue: 100,
      currentValue: 0,
      startValue: 0,
      unit: 'km',
      deadline: '2027-03-31',
      priority: 'high',
      status: 'in-progress',
      followsWeight: false,
    });
    expect(goal._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(goal).not.toHaveProperty('completedDate');
    expect(goal).not.toHaveProperty('user_id');
    expect(await list(session)).toEqual([goal]);
  });

  it.each([
    ['a missing title', { title: undefined }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a 101-character title', { title: 't'.repeat(101) }, 'title'],
    ['an unknown category', { category: 'yoga' }, 'category'],
    ['an unknown priority', { priority: 'urgent' }, 'priority'],
    ['a zero target', { targetValue: 0 }, 'targetValue'],
    ['a negative target', { targetValue: -5 }, 'targetValue'],
    ['a target given as text', { targetValue: '100' }, 'targetValue'],
    ['a huge target', { targetValue: 1e300 }, 'targetValue'],
    ['a missing deadline', { deadline: undefined }, 'deadline'],
    ['a date that does not exist', { deadline: '2027-02-30' }, 'deadline'],
    ['a deadline that is not a date', { deadline: 'next week' }, 'deadline'],
    ['a negative start value', { currentValue: -1 }, 'currentValue'],
    ['a following cardio goal', { followsWeight: true }, 'followsWeight'],
  ])('answers 400 naming the field for %s', async (_case, overrides, field) => {
    const session = await registerUser(t.app);
    const response = await postGoal(session, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().fields).toHaveProperty(field);
    expect(await list(session)).toEqual([]);
  });

  it('keeps a 100-character title', async () => {
    const session = await registerUser(t.app);
    expect((await createGoal(session, { title: 't'.repeat(100) })).title).toHaveLength(100);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/goals', payload: validGoal });
    expect(response.statusCode).toBe(401);
  });

  it('completes at once a goal created at or past its target', async () => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session, { currentValue: 120 });
    expect(goal).toMatchObject({ status: 'completed', timeTaken: '0 days' });
  });
});

describe('GET /api/goals', () => {
  it("lists only the caller's goals, newest first, filtered by status", async () => {
    const [ann, bob] = [await registerUser(t.app), await registerUser(t.app)];
    const first = await createGoal(ann, { title: 'First' });
    const second = await createGoal(ann, { title: 'Second' });
    await createGoal(bob, { title: "Bob's" });
    expect((await progress(ann, first._id, 100)).statusCode).toBe(200);

    expect((await list(ann)).map((g) => g.title)).toEqual(['Second', 'First']);
    expect((await list(ann, '?status=in-progress')).map((g) => g._id)).toEqual([second._id]);
    expect((await list(ann, '?status=completed')).map((g) => g._id)).toEqual([first._id]);
    expect((await list(bob)).map((g) => g.title)).toEqual(["Bob's"]);
  });

  it('refuses an unknown status with 400', async () => {
    const session = await registerUser(t.app);
    const response = await as(t.app, session, { method: 'GET', url: '/api/goals?status=done' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('status');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/goals' })).statusCode).toBe(401);
  });
});

describe('POST /api/goals/{id}/progress', () => {
  it('completes the goal when the current value reaches the target, and reopens it when lowered', async () => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session);

    const partway = await progress(session, goal._id, 40);
    expect(partway.json()).toMatchObject({ currentValue: 40, status: 'in-progress' });
    expect(partway.json()).not.toHaveProperty('completedDate');

    const done = await progress(session, goal._id, 100);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ currentValue: 100, status: 'completed', timeTaken: '0 days' });
    expect(done.json().completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const reopened = await progress(session, goal._id, 99.5);
    expect(reopened.json()).toMatchObject({ currentValue: 99.5, status: 'in-progress' });
    expect(reopened.json()).not.toHaveProperty('completedDate');
    expect(reopened.json()).not.toHaveProperty('timeTaken');
    expect((await list(session, '?status=in-progress')).map((g) => g._id)).toEqual([goal._id]);
  });

  it("counts the time taken in days from creation and dates the completion in the caller's zone", async () => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session);
    const created = new Date(Date.now() - 12 * 86_400_000);
    await t.database.db
      .updateTable('goals')
      .set({ created_at: created.toISOString() })
      .where('id', '=', goal._id)
      .execute();

    const zone = 'Pacific/Kiritimati'; // UTC+14: its calendar day differs from UTC's for most of the day
    const done = await progress(session, goal._id, 150, zone);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    expect(done.json()).toMatchObject({ status: 'completed', completedDate: today, timeTaken: '12 days' });
  });

  it('keeps the first completion date while the goal stays reached', async () => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session);
    await progress(session, goal._id, 100);
    await t.database.db
      .updateTable('goals')
      .set({ completed_at: '2026-01-02T10:00:00.000Z' })
      .where('id', '=', goal._id)
      .execute();
    const again = await progress(session, goal._id, 110, 'UTC');
    expect(again.json()).toMatchObject({ status: 'completed', completedDate: '2026-01-02' });
  });

  it.each([
    ['a negative value', -1],
    ['text', 'ten'],
    ['null', null],
    ['a huge value', 1e12],
  ])('answers 400 for %s and changes nothing', async (_case, value) => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session);
    const response = await progress(session, goal._id, value);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('currentValue');
    expect((await list(session))[0]?.currentValue).toBe(0);
  });

  it("answers 404 for an unknown id and for another user's goal alike, changing nothing", async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    const goal = await createGoal(owner);
    const foreign = await progress(other, goal._id, 100);
    const unknown = await progress(other, newId(), 100);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await list(owner))[0]).toMatchObject({ currentValue: 0, status: 'in-progress' });
  });
});

describe('PUT /api/goals/{id}', () => {
  it('changes only the fields sent', async () => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session);
    const response = await edit(session, goal._id, {
      title: 'Run 120 km',
      targetValue: 120,
      priority: 'low',
      deadline: '2027-06-30',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: goal._id,
      title: 'Run 120 km',
      targetValue: 120,
      priority: 'low',
      deadline: '2027-06-30',
      unit: 'km',
      description: 'One long run a week',
      category: 'cardio',
      createdAt: goal.createdAt,
    });
    expect((await list(session))[0]).toEqual(response.json());
  });

  it('completes or reopens the goal when the target or current value moves past the other', async () => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session, { currentValue: 50 });
    const put = (payload: object) => edit(session, goal._id, payload);
    expect((await put({ targetValue: 50 })).json().status).toBe('completed');
    expect((await put({ targetValue: 80 })).json().status).toBe('in-progress');
    expect((await put({ currentValue: 80 })).json().status).toBe('completed');
    const reopened = await put({ currentValue: 10, targetValue: 80 });
    expect(reopened.json()).toMatchObject({ status: 'in-progress', currentValue: 10 });
  });

  it.each([
    ['an empty body', {}, undefined],
    ['a blank title', { title: ' ' }, 'title'],
    ['a zero target', { targetValue: 0 }, 'targetValue'],
    ['an impossible deadline', { deadline: '2027-13-01' }, 'deadline'],
    ['an unknown category', { category: 'sleep' }, 'category'],
  ])('answers 400 for %s', async (_case, payload, field) => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session);
    const response = await edit(session, goal._id, payload);
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().fields).toHaveProperty(field);
    expect((await list(session))[0]).toEqual(goal);
  });

  it('refuses to make a non-weight-loss goal follow the weight', async () => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session);
    const response = await edit(session, goal._id, { followsWeight: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('followsWeight');
  });

  it("answers 404 for another user's goal and leaves it unchanged", async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    const goal = await createGoal(owner);
    const response = await edit(other, goal._id, { title: 'Mine now' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'Goal was not found.' });
    expect((await list(owner))[0]?.title).toBe('Run 100 km');
  });
});

describe('DELETE /api/goals/{id}', () => {
  it('deletes the goal', async () => {
    const session = await registerUser(t.app);
    const keep = await createGoal(session, { title: 'Keep' });
    const drop = await createGoal(session, { title: 'Drop' });
    const response = await as(t.app, session, { method: 'DELETE', url: `/api/goals/${drop._id}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await list(session)).map((g) => g._id)).toEqual([keep._id]);
    const again = await as(t.app, session, { method: 'DELETE', url: `/api/goals/${drop._id}` });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's goal and keeps it", async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    const goal = await createGoal(owner);
    const response = await as(t.app, other, { method: 'DELETE', url: `/api/goals/${goal._id}` });
    expect(response.statusCode).toBe(404);
    expect(await list(owner)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `/api/goals/${newId()}` })).statusCode).toBe(401);
  });
});

describe('weight-loss goals', () => {
  const weightLoss = { title: 'Reach 80 kg', category: 'weight-loss', targetValue: 80, unit: 'kg' };

  it('needs a current weight when none has been recorded', async () => {
    const session = await registerUser(t.app);
    const response = await postGoal(session, weightLoss);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('currentValue');
  });

  it('is reached at or below the target weight and reopens above it', async () => {
    const session = await registerUser(t.app);
    const goal = await createGoal(session, { ...weightLoss, currentValue: 90 });
    expect(goal).toMatchObject({
      status: 'in-progress',
      startValue: 90,
      currentValue: 90,
      followsWeight: false,
    });
    expect((await progress(session, goal._id, 85)).json().status).toBe('in-progress');
    expect((await progress(session, goal._id, 80)).json().status).toBe('completed');
    expect((await progress(session, goal._id, 79)).json().status).toBe('completed');
    expect((await progress(session, goal._id, 81)).json()).toMatchObject({
      status: 'in-progress',
      startValue: 90,
    });
  });

  it('follows the latest recorded weight and completes when it reaches the target', async () => {
    const session = await registerUser(t.app);
    await recordWeight(session.userId, '2026-01-01', 95);
    await recordWeight(session.userId, '2026-01-10', 90);
    const goal = await createGoal(session, { ...weightLoss, unit: 'lbs' });
    expect(goal).toMatchObject({
      followsWeight: true,
      currentValue: 90,
      startValue: 90,
      unit: 'kg',
      status: 'in-progress',
    });

    // An older entry recorded later does not count as the latest weight.
    await recordWeight(session.userId, '2026-01-05', 70);
    expect((await list(session))[0]?.currentValue).toBe(90);

    await recordWeight(session.userId, '2099-01-01', 84);
    expect((await list(session))[0]).toMatchObject({ currentValue: 84, status: 'in-progress' });

    await recordWeight(session.userId, '2099-01-02', 79.5);
    const [reached] = await list(session, '?status=completed');
    expect(reached).toMatchObject({ _id: goal._id, currentValue: 79.5, status: 'completed' });
    expect(reached?.completedDate).toBeDefined();

    await recordWeight(session.userId, '2099-01-03', 82);
    expect((await list(session, '?status=in-progress'))[0]).toMatchObject({
      _id: goal._id,
      currentValue: 82,
    });
  });

  it('stops following the weight once a value is entered by hand', async () => {
    const session = await registerUser(t.app);
    await recordWeight(session.userId, '2026-01-10', 90);
    const goal = await createGoal(session, weightLoss);
    const manual = await progress(session, goal._id, 88);
    expect(manual.json()).toMatchObject({ followsWeight: false, currentValue: 88 });
    await recordWeight(session.userId, '2099-01-01', 86);
    expect((await list(session))[0]?.currentValue).toBe(88);

    const follow = await edit(session, goal._id, { followsWeight: true });
    expect(follow.json()).toMatchObject({ followsWeight: true, currentValue: 86 });
  });

  it("does not follow another user's weight", async () => {
    const [ann, bob] = [await registerUser(t.app), await registerUser(t.app)];
    await recordWeight(ann.userId, '2026-01-10', 90);
    const goal = await createGoal(ann, weightLoss);
    await recordWeight(bob.userId, '2099-01-10', 60);
    expect((await list(ann)).find((g) => g._id === goal._id)?.currentValue).toBe(90);
  });

  it('falls back to the onboarding start weight', async () => {
    const session = await registerUser(t.app);
    await t.database.db
      .updateTable('users')
      .set({ start_weight_kg: 92 })
      .where('id', '=', session.userId)
      .execute();
    const goal = await createGoal(session, weightLoss);
    expect(goal).toMatchObject({ followsWeight: true, currentValue: 92 });
  });
});
