// The public entry of the newsletter feature, for other features.
export { NewsletterSignup } from './components/newsletter-signup';
