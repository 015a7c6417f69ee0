import { ContentLayout } from '@/components/layout/content-layout';
import { AddFoodDialog } from '@/features/nutrition/components/add-food-dialog';
import {
  AveragesExample,
  DailyGoalsExample,
  QuickAddExample,
  TodaysMealsExample,
  WaterIntakeExample,
} from '@/features/nutrition/components/nutrition-examples';
import { NutritionEntries } from '@/features/nutrition/components/nutrition-entries';

export default function NutritionRoute() {
  return (
    <ContentLayout title="Nutrition" description="Log meals and foods per day." actions={<AddFoodDialog />}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <NutritionEntries />
          <QuickAddExample />
          <TodaysMealsExample />
        </div>
        <div className="space-y-6">
          <DailyGoalsExample />
          <WaterIntakeExample />
          <AveragesExample />
        </div>
      </div>
    </ContentLayout>
  );
}
