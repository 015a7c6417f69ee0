import type { Friend } from '@momentum/shared';
import { useState } from 'react';
import { TitledCard } from '@/components/ui/titled-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChallengesTab, NewChallengeDialog } from './challenges-tab';
import { FriendsTab } from './friends-tab';
import { LeaderboardTab } from './leaderboard-tab';

/** Friends, Leaderboards and Challenges: all from the user's own data and their friends'. */
export function CommunityTabs() {
  const [tab, setTab] = useState('friends');
  const [challengeWith, setChallengeWith] = useState<string[] | null>(null);
  const startChallenge = (friend?: Friend) => {
    setChallengeWith(friend ? [friend._id] : []);
  };
  return (
    <TitledCard title="Community">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Community sections">
          <TabsTrigger value="friends">Friends</TabsTrigger>
          <TabsTrigger value="leaderboards">Leaderboards</TabsTrigger>
          <TabsTrigger value="challenges">Challenges</TabsTrigger>
        </TabsList>
        <TabsContent value="friends">
          <FriendsTab onChallenge={startChallenge} />
        </TabsContent>
        <TabsContent value="leaderboards">
          <LeaderboardTab />
        </TabsContent>
        <TabsContent value="challenges">
          <ChallengesTab onNew={() => startChallenge()} />
        </TabsContent>
      </Tabs>
      <NewChallengeDialog
        open={challengeWith !== null}
        invite={challengeWith ?? []}
        onOpenChange={(open) => {
          if (!open) {
            setChallengeWith(null);
            setTab('challenges');
          }
        }}
      />
    </TitledCard>
  );
}
