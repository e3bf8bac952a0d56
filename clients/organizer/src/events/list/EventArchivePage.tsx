import { EventList } from './EventList';

export default function EventArchivePage() {
  return <EventList archive />;
}
