import {
  Apple,
  Bell,
  Dumbbell,
  LayoutDashboard,
  Settings,
  Target,
  TrendingUp,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  end?: boolean;
  /** Leads to the shared coming-soon card: never shown as the current page, since two links share it. */
  placeholder?: boolean;
  /** Shows the unread notification count beside the label. */
  unreadBadge?: boolean;
};

/** Main navigation of spec §2, in its order. */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.app.dashboard.getHref(), icon: LayoutDashboard, end: true },
  { label: 'Workouts', to: paths.app.workouts.getHref(), icon: Dumbbell },
  { label: 'Nutrition', to: paths.app.nutrition.getHref(), icon: Apple },
  { label: 'Progress', to: paths.app.progress.getHref(), icon: TrendingUp },
  { label: 'Social', to: paths.app.social.getHref(), icon: Users },
  { label: 'Goals', to: paths.app.goals.getHref(), icon: Target },
];

/** Side links: Settings (issue 18) and Notifications (issue 17) have their pages, deviations from spec §2. */
export const sideNavItems: readonly NavItem[] = [
  { label: 'Settings', to: paths.app.settings.getHref(), icon: Settings },
  { label: 'Notifications', to: paths.app.notifications.getHref(), icon: Bell, unreadBadge: true },
  { label: 'Profile', to: paths.app.profile.getHref(), icon: User },
];
