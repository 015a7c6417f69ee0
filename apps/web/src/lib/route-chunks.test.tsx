import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyRoute } from './route-chunks';

const screenModule = { default: () => <p>The screen</p> };

describe('lazyRoute', () => {
  it('draws a preloaded screen in the first render, without its loading state in between', async () => {
    const Screen = lazyRoute(() => Promise.resolve(screenModule));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously after the render: a screen that suspended would show the fallback here.
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows the loading state for a screen not loaded yet, then the screen, loading it once', async () => {
    let loads = 0;
    const Screen = lazyRoute(() => {
      loads += 1;
      return Promise.resolve(screenModule);
    });
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    await screen.findByText('The screen');
    await Screen.preload();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Screen = lazyRoute(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(screenModule);
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(attempts).toBe(2);
  });
});
