// The public entry of the my-tickets feature: the profile's tickets tab, loaded on demand.
export { default as TicketsTab } from './components/tickets-tab';
