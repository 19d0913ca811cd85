import { LegalDocument } from '../../../components/ui/legal-document';
import type { LanguageCode } from '../../../lib/language';

const texts = {
  en: () => import('../content/en').then((module) => module.terms),
  lv: () => import('../content/lv').then((module) => module.terms),
  et: () => import('../content/et').then((module) => module.terms),
  lt: () => import('../content/lt').then((module) => module.terms),
};

export function TermsOfUse({ language }: { language: LanguageCode }) {
  return <LegalDocument language={language} texts={texts} testId="terms-of-use" />;
}
