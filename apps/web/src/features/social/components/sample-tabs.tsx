import { Award, Dumbbell, Flag, Heart, Medal, MessageCircle, Share2, Swords } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SampleDataBadge } from '@/components/ui/sample-data-badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/utils/cn';
import {
  SAMPLE_ACTIVITY,
  SAMPLE_FRIENDS,
  SAMPLE_LEADERBOARD,
  SAMPLE_STANDING,
  type SampleActivity,
} from './sample-data';

const number = new Intl.NumberFormat();

const activityIcons = { workout: Dumbbell, achievement: Award, milestone: Flag } satisfies Record<
  SampleActivity['type'],
  unknown
>;

/** The spec's Activity Feed, Friends and Leaderboards tabs: sample content only, marked as such. */
export function SampleTabs() {
  return (
    <Card aria-labelledby="community-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="community-title">Community</CardTitle>
          <SampleDataBadge />
        </div>
        <CardDescription>
          Example content showing what this area will hold; none of it is your data.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="activity">
          <TabsList aria-label="Community sections">
            <TabsTrigger value="activity">Activity Feed</TabsTrigger>
            <TabsTrigger value="friends">Friends</TabsTrigger>
            <TabsTrigger value="leaderboards">Leaderboards</TabsTrigger>
          </TabsList>
          <TabsContent value="activity">
            <ActivityFeed />
          </TabsContent>
          <TabsContent value="friends">
            <Friends />
          </TabsContent>
          <TabsContent value="leaderboards">
            <Leaderboard />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

function ActivityFeed() {
  return (
    <ul className="space-y-3">
      {SAMPLE_ACTIVITY.map((item) => {
        const Icon = activityIcons[item.type];
        return (
          <li key={item.id} className="rounded-xl border border-line p-4">
            <div className="flex items-start gap-3">
              <Avatar name={item.name} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-semibold">{item.name}</span> {item.action}
                </p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                  <Icon aria-hidden="true" className="size-4 text-brand-700" />
                  <span className="sr-only">{item.type}: </span>
                  {item.detail}
                </p>
                <p className="mt-1 text-xs text-muted">{item.timeAgo}</p>
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-4 text-sm text-muted">
              <span className="inline-flex items-center gap-1">
                <Heart aria-hidden="true" className="size-4" />
                {`${item.likes} likes`}
              </span>
              <span className="inline-flex items-center gap-1">
                <MessageCircle aria-hidden="true" className="size-4" />
                {`${item.comments} comments`}
              </span>
              {/* Spec: Share does nothing. */}
              <Button variant="ghost" size="sm" className="ml-auto">
                <Share2 aria-hidden="true" />
                Share
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Friends() {
  return (
    <ul className="divide-y divide-line">
      {SAMPLE_FRIENDS.map((friend) => (
        <li key={friend.id} className="flex flex-wrap items-center gap-3 py-3">
          <span className="relative">
            <Avatar name={friend.name} />
            <span
              aria-hidden="true"
              className={cn(
                'absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-white',
                friend.status === 'online' ? 'bg-green-600' : 'bg-zinc-400',
              )}
            />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{friend.name}</p>
            <p className="text-sm text-muted">
              <span className={friend.status === 'online' ? 'font-medium text-green-700' : undefined}>
                {friend.status === 'online' ? 'Online' : 'Offline'}
              </span>
              {` · ${friend.activity}`}
            </p>
          </div>
          {/* Spec: Message and Challenge do nothing. */}
          <div className="flex gap-2">
            <Button variant="outline" size="sm">
              <MessageCircle aria-hidden="true" />
              Message
            </Button>
            <Button variant="outline" size="sm">
              <Swords aria-hidden="true" />
              Challenge
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

const medals: Record<number, { label: string; className: string }> = {
  1: { label: 'Gold', className: 'bg-amber-100 text-amber-800 border-amber-300' },
  2: { label: 'Silver', className: 'bg-zinc-100 text-zinc-700 border-zinc-300' },
  3: { label: 'Bronze', className: 'bg-orange-100 text-orange-800 border-orange-300' },
};

function Leaderboard() {
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Weekly calories burned</h3>
      <ol className="divide-y divide-line">
        {SAMPLE_LEADERBOARD.map((entry) => {
          const medal = medals[entry.rank];
          return (
            <li key={entry.rank} className="flex items-center gap-3 py-2.5">
              <span className="w-6 text-right font-semibold text-muted">{`#${entry.rank}`}</span>
              <Avatar name={entry.name} size="sm" />
              <span className="min-w-0 flex-1 truncate font-medium">{entry.name}</span>
              {medal ? (
                <span
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
                    medal.className,
                  )}
                >
                  <Medal aria-hidden="true" className="size-3.5" />
                  {medal.label}
                </span>
              ) : null}
              <span className="text-sm font-semibold tabular-nums">{`${number.format(entry.calories)} kcal`}</span>
            </li>
          );
        })}
      </ol>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-zinc-50 p-3">
          <dt className="text-xs text-muted">Best rank</dt>
          <dd className="text-lg font-bold">{`#${SAMPLE_STANDING.bestRank}`}</dd>
        </div>
        <div className="rounded-lg bg-zinc-50 p-3">
          <dt className="text-xs text-muted">Behind #1</dt>
          <dd className="text-lg font-bold">{`${number.format(SAMPLE_STANDING.caloriesBehindFirst)} kcal`}</dd>
        </div>
        <div className="rounded-lg bg-zinc-50 p-3">
          <dt className="text-xs text-muted">Days left</dt>
          <dd className="text-lg font-bold">{SAMPLE_STANDING.daysLeft}</dd>
        </div>
      </dl>
    </div>
  );
}
