import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone } from './device-time-zone';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('deviceTimeZone', () => {
  it('asks Temporal when the browser has it, and builds no date formatter', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Kolkata' } });
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(deviceTimeZone()).toBe('Asia/Kolkata');
    expect(formatter).not.toHaveBeenCalled();
  });

  it('asks Intl in a browser without Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is undefined when the zone cannot be read, so no X-Timezone is sent', () => {
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    expect(deviceTimeZone()).toBeUndefined();
  });
});
