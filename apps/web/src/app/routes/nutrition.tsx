import { useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { dayFromParam, NutritionDiary } from '@/features/nutrition/components/nutrition-diary';

export default function NutritionRoute() {
  const [params, setParams] = useSearchParams();
  const date = dayFromParam(params.get('date'));
  return (
    <ContentLayout title="Nutrition" description="Your food diary, a day at a time.">
      <NutritionDiary date={date} onDateChange={(next) => setParams({ date: next })} />
    </ContentLayout>
  );
}
