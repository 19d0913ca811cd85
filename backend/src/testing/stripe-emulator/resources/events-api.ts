import type { EmulatorContext } from '../core/context.js';
import type { ApiRoute } from '../http/api-route.js';
import { LIST_PARAMS, listPage } from '../http/lists.js';
import { resourceMissing } from '../http/stripe-errors.js';

/** `type` may end in `.*` (`charge.*`), as Stripe allows. */
function typeMatcher(patterns: string[]): (type: string) => boolean {
  if (patterns.length === 0) return () => true;
  return (type) => patterns.some((pattern) => (pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern));
}

export function eventRoutes(context: EmulatorContext): ApiRoute[] {
  const { state } = context;
  return [
    {
      method: 'GET',
      path: '/v1/events/:id',
      handler: ({ params, pathParams }) => {
        params.allowOnly(['expand']);
        const event = state.events.find((item) => item.id === pathParams.id);
        if (!event) throw resourceMissing('event', pathParams.id);
        return event;
      },
    },
    {
      method: 'GET',
      path: '/v1/events',
      handler: ({ params }) => {
        params.allowOnly([...LIST_PARAMS, 'created', 'delivery_success', 'type', 'types']);
        const type = params.string('type');
        const matches = typeMatcher(type !== undefined ? [type] : params.strings('types'));
        const events = state.events.filter((event) => matches(event.type)).reverse();
        return listPage(events, params, '/v1/events');
      },
    },
  ];
}
