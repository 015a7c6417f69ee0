import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The devices signed in to this account, with "Sign out" per device and for all the others at once. */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>Devices signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {sessions.isPending ? <LoadingText /> : null}
        {sessions.isError ? (
          <LoadError message="Your sessions could not be loaded." onRetry={() => void sessions.refetch()} />
        ) : null}
        <ul className="divide-y divide-line" aria-label="Sessions">
          {list.map((session) => (
            <li key={session._id} className="flex flex-wrap items-center gap-3 py-3">
              <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-ink">
                  {session.device}
                  {session.current ? (
                    <span className="ml-2 text-xs text-success-ink">This device</span>
                  ) : null}
                </p>
                <p className="text-xs text-muted">Last used {when.format(new Date(session.lastUsedAt))}</p>
              </div>
              {session.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={end.isPending}
                  onClick={() => end.mutate(session._id)}
                  aria-label={`Sign out ${session.device}, last used ${when.format(new Date(session.lastUsedAt))}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <Button variant="outline" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
            <LogOut aria-hidden="true" />
            Sign out everywhere else
          </Button>
        ) : null}
        {end.isError || endOthers.isError ? (
          <InlineAlert>
            {getErrorMessage(end.error ?? endOthers.error, 'That did not work. Please try again.')}
          </InlineAlert>
        ) : null}
      </CardContent>
    </Card>
  );
}
