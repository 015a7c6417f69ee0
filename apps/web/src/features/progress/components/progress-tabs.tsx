import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AchievementsTab } from './achievements-tab';
import { BodyTab } from './body-tab';
import { OverviewTab } from './overview-tab';
import { PhotosTab } from './photos-tab';
import { WeightTab } from './weight-tab';

const TABS = [
  ['overview', 'Overview', OverviewTab],
  ['weight', 'Weight', WeightTab],
  ['body', 'Body', BodyTab],
  ['photos', 'Photos', PhotosTab],
  ['achievements', 'Achievements', AchievementsTab],
] as const;

/** Spec §2 Progress, from the person's own data (issue 16). */
export function ProgressTabs() {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Progress views" className="w-full overflow-x-auto sm:w-auto">
        {TABS.map(([value, label]) => (
          <TabsTrigger key={value} value={value} className="flex-auto px-1.5! sm:flex-none sm:px-3!">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(([value, , Panel]) => (
        <TabsContent key={value} value={value}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
