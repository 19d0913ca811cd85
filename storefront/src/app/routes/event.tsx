import { useParams } from 'react-router-dom';
import { EventDetail } from '../../features/catalog/components/event-detail';
import { useLanguage } from '../../lib/use-language';

export function Component() {
  const language = useLanguage();
  const { category = '', eventId = '' } = useParams();
  return <EventDetail key={eventId} language={language} categorySlug={category} eventId={eventId} />;
}
