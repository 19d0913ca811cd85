// The public entry of the waiting-list feature: the event page's section, the sell form's notice, the profile tab,
// the offer and leave pages.
export { eventWaitingListQuery } from './api/waiting-list';
export { EventWaitingList } from './components/event-waiting-list';
export { LeavePage } from './components/leave-page';
export { OfferPage } from './components/offer-page';
export { SellerWaitingNotice } from './components/seller-notice';
export { WaitingListTab } from './components/waiting-list-tab';
