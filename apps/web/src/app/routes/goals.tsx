import { GoalsScreen } from '@/features/goals/components/goals-screen';

export default function GoalsRoute() {
  return <GoalsScreen />;
}
