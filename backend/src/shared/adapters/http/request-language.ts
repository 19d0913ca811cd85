import type { Request } from 'express';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '../../domain/language.js';

/** The language of a request: `?lang=`, then the best supported Accept-Language entry, else English. */
export function requestLanguage(request: Pick<Request, 'query' | 'headers'>): Language {
  const fromQuery = parseLanguage(request.query?.lang);
  if (fromQuery) return fromQuery;
  return bestAcceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

export function bestAcceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const candidates = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...options] = part.trim().split(';');
      const q = options.map((option) => /^\s*q=([0-9.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { language: parseLanguage(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((candidate) => candidate.language && candidate.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return candidates[0]?.language ?? null;
}
