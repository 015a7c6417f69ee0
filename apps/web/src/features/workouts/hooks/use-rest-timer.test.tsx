import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestTimerBar } from '../components/rest-timer-bar';
import { startRest, type RestTimer } from '../utils/rest-timer';
import { useRestTimer } from './use-rest-timer';
import { T0, SEC } from '../testing/clock';

function Harness({ initial }: { initial: RestTimer | null }) {
  const [rest, setRest] = useState(initial);
  const timer = useRestTimer(rest, setRest);
  return (
    <>
      <p data-testid="live" aria-live="polite">
        {timer.announcement}
      </p>
      {rest ? <RestTimerBar rest={rest} timer={timer} /> : null}
      <button type="button" onClick={() => setRest(startRest('Squat', 60, Date.now()))}>
        Complete set
      </button>
    </>
  );
}

const reading = () => screen.getByRole('timer', { name: 'Rest time left' }).textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
let vibrate: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  vibrate = vi.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'vibrate');
});

describe('rest timer', () => {
  it('counts down in m:ss and vibrates once when the rest is over', () => {
    render(<Harness initial={startRest('Bench Press', 90, T0)} />);
    expect(reading()).toBe('1:30');
    expect(screen.getByTestId('live')).toHaveTextContent('Resting 1 minute 30 seconds after Bench Press.');
    advance(31 * SEC);
    expect(reading()).toBe('0:59');
    advance(49 * SEC);
    expect(screen.getByTestId('live')).toHaveTextContent('10 seconds of rest left.');
    expect(vibrate).not.toHaveBeenCalled();
    advance(10 * SEC);
    expect(screen.queryByRole('region', { name: 'Rest timer' })).not.toBeInTheDocument();
    expect(screen.getByTestId('live')).toHaveTextContent('Rest over. Time for the next set.');
    expect(vibrate).toHaveBeenCalledTimes(1);
    advance(60 * SEC);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('keeps time from the end instant when the clock jumps (a sleeping tab)', () => {
    render(<Harness initial={startRest('Bench Press', 120, T0)} />);
    // The clock moves 70 s while no timer fires, then one tick arrives.
    act(() => vi.setSystemTime(T0 + 70 * SEC));
    advance(250);
    expect(reading()).toBe('0:50');
  });

  it('adds and takes off 15 seconds, and Skip ends it without a signal', () => {
    render(<Harness initial={startRest('Squat', 60, T0)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rest 15 seconds more' }));
    expect(reading()).toBe('1:15');
    fireEvent.click(screen.getByRole('button', { name: 'Rest 15 seconds less' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rest 15 seconds less' }));
    expect(reading()).toBe('0:45');
    fireEvent.click(screen.getByRole('button', { name: 'Skip rest' }));
    expect(screen.queryByRole('region', { name: 'Rest timer' })).not.toBeInTheDocument();
    expect(screen.getByTestId('live')).toBeEmptyDOMElement();
    advance(120 * SEC);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('ends silently when it ran out long before the page saw it (opened the next day)', () => {
    render(<Harness initial={startRest('Squat', 60, T0 - 24 * 60 * 60 * SEC)} />);
    advance(0);
    expect(screen.queryByRole('region', { name: 'Rest timer' })).not.toBeInTheDocument();
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('starts a fresh countdown for the next set', () => {
    render(<Harness initial={null} />);
    advance(5 * 60 * SEC);
    fireEvent.click(screen.getByRole('button', { name: 'Complete set' }));
    expect(reading()).toBe('1:00');
    advance(SEC);
    expect(reading()).toBe('0:59');
  });
});
