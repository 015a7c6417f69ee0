import type { PublicUser, User } from '@momentum/shared';
import { parseJsonColumn } from '../../lib/json.js';
import type { UserRow } from './users.repository.js';

/** Where an image id can be loaded from; avatars are public to signed-in users and cacheable. */
export const avatarUrlOf = (imageId: string | null): string | null =>
  imageId ? `/api/images/${imageId}` : null;

/** What anyone signed in may see of a person: name and avatar, never e-mail or settings. */
export const toPublicUserDto = (person: {
  id: string;
  name: string;
  avatar_image_id: string | null;
}): PublicUser => ({
  _id: person.id,
  name: person.name,
  avatarUrl: avatarUrlOf(person.avatar_image_id),
});

type StoredOnboarding = User['onboarding'];
const EMPTY_ONBOARDING: StoredOnboarding = { basicInfo: null, goals: null, preferences: null };

/** The one shape a user leaves the server in: never the password hash. */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    isOnboarded: row.is_onboarded === 1,
    profile: { avatarUrl: avatarUrlOf(row.avatar_image_id) },
    onboarding: { ...EMPTY_ONBOARDING, ...parseJsonColumn<Partial<StoredOnboarding>>(row.onboarding, {}) },
  };
}
