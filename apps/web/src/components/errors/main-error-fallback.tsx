import { Button, buttonStyles } from '@/components/ui/button';

/** Shown when a screen fails to render or to load (e.g. an outdated bundle after a release). */
export function MainErrorFallback() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="max-w-sm text-muted">
        Please reload the page. If it keeps happening, try again in a little while.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <a href="/" className={buttonStyles({ variant: 'outline' })}>
          Return to Home
        </a>
      </div>
    </div>
  );
}
