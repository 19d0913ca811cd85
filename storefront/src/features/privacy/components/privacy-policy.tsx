import { LegalDocument } from '../../../components/ui/legal-document';
import type { LanguageCode } from '../../../lib/language';

const notices = {
  en: () => import('../content/en').then((module) => module.notice),
  lv: () => import('../content/lv').then((module) => module.notice),
  et: () => import('../content/et').then((module) => module.notice),
  lt: () => import('../content/lt').then((module) => module.notice),
};

export function PrivacyPolicy({ language }: { language: LanguageCode }) {
  return <LegalDocument language={language} texts={notices} testId="privacy-policy" />;
}
