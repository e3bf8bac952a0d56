import { EventList } from './EventList';

export default function EventListPage() {
  return <EventList archive={false} />;
}
