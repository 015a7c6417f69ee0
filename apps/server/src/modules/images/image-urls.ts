import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ImageVariant } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { createSettingsRepository } from '../settings/settings.repository.js';

const SETTING_KEY = 'image_url_secret';
/** Expiries are rounded up to this step so a list fetched twice in a few minutes keeps its URLs (and the cache). */
const EXPIRY_STEP_SEC = 300;
export const DEFAULT_SIGNED_URL_TTL_SEC = 60 * 60;

export type ImageUrlSigner = {
  /** A URL that serves a private image (e.g. a progress photo) until it expires, to whoever holds it. */
  sign(imageId: string, variant?: ImageVariant, ttlSec?: number): string;
  /** True when the signature was made here for this id and variant and has not expired. */
  verify(imageId: string, variant: ImageVariant, exp: number, sig: string, nowSec?: number): boolean;
};

export const publicImageUrl = (imageId: string, variant: ImageVariant = 'full') =>
  variant === 'thumb' ? `/api/images/${imageId}/thumb` : `/api/images/${imageId}`;

export function createImageUrlSigner(secret: Buffer): ImageUrlSigner {
  const mac = (imageId: string, variant: ImageVariant, exp: number) =>
    createHmac('sha256', secret).update(`image-url:v1:${imageId}:${variant}:${exp}`).digest();

  return {
    sign(imageId, variant = 'full', ttlSec = DEFAULT_SIGNED_URL_TTL_SEC) {
      const nowSec = Math.floor(Date.now() / 1000);
      const exp = Math.ceil((nowSec + ttlSec) / EXPIRY_STEP_SEC) * EXPIRY_STEP_SEC;
      const sig = mac(imageId, variant, exp).toString('base64url');
      return `/api/images/${encodeURIComponent(imageId)}/signed?v=${variant}&exp=${exp}&sig=${sig}`;
    },

    verify(imageId, variant, exp, sig, nowSec = Math.floor(Date.now() / 1000)) {
      if (!Number.isSafeInteger(exp) || exp <= nowSec) return false;
      const expected = mac(imageId, variant, exp);
      const given = Buffer.from(sig, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const signers = new WeakMap<Db, Promise<ImageUrlSigner>>();

/**
 * The signer of this database. Its key is generated once and kept in app_settings, so every instance on
 * one database makes and accepts the same URLs, and it is separate from the token secret.
 */
export function getImageUrlSigner(db: Db): Promise<ImageUrlSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = (async () => {
      const settings = createSettingsRepository(db);
      await settings.insertIfAbsent(SETTING_KEY, randomBytes(32).toString('base64url'));
      const stored = await settings.get(SETTING_KEY);
      if (!stored) throw new Error('Could not store the image URL secret');
      return createImageUrlSigner(Buffer.from(stored, 'utf8'));
    })();
    signer.catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}
