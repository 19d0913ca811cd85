import { useParams } from 'react-router-dom';
import { defaultLanguage, isLanguageCode, type LanguageCode } from './language';

/** The language of the current route (the ":lang" segment). */
export function useLanguage(): LanguageCode {
  const { lang } = useParams();
  return isLanguageCode(lang) ? lang : defaultLanguage;
}
