/**
 * The end-of-rest signal: two short beeps through Web Audio and a vibration, each only where the device has it.
 * Browsers only let audio start after a user gesture, so `primeRestAlert` is called from the click that starts a
 * rest; the context it opens is reused for the beep that comes later without a gesture.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

export function primeRestAlert(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

const BEEP_HZ = 880;
const BEEP_S = 0.15;
const BEEP_GAP_S = 0.1;

function beep(audio: AudioContext, startAt: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = BEEP_HZ;
  // A quick fade in and out: a hard start or stop clicks.
  gain.gain.setValueAtTime(0.0001, startAt);
  gain.gain.exponentialRampToValueAtTime(0.3, startAt + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + BEEP_S);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + BEEP_S + 0.02);
}

export function playRestAlert(): void {
  try {
    if (context && context.state !== 'closed') {
      const at = context.currentTime + 0.01;
      beep(context, at);
      beep(context, at + BEEP_S + BEEP_GAP_S);
    }
  } catch {
    // No sound is better than a broken screen.
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate([200, 100, 200]);
  }
}
