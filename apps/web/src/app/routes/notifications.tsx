import { ContentLayout } from '@/components/layout/content-layout';
import { NotificationsList } from '@/features/notifications/components/notifications-list';

export default function NotificationsRoute() {
  return (
    <ContentLayout title="Notifications">
      <NotificationsList />
    </ContentLayout>
  );
}
