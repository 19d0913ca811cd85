import type { LanguageCode } from '../../../lib/language';

/** What the closed switcher and the open menu both draw: the flag, the language's name and the caret. */
function flagUrl(code: LanguageCode): string {
  return `${import.meta.env.BASE_URL}flags/${code}.svg`;
}

export function Flag({ code }: { code: LanguageCode }) {
  return <img src={flagUrl(code)} alt="" width={24} height={16} className="block h-4 w-6 rounded-[2px] border border-slate-300" fetchPriority="low" loading="lazy" />;
}

export const switcherTriggerClasses =
  'inline-flex items-center gap-2 rounded-lg border border-line bg-white px-2.5 py-2 text-sm font-medium text-ink hover:bg-slate-50';

export function TriggerFace({ code, name, lang }: { code: LanguageCode; name: string; lang: string }) {
  return (
    <>
      <Flag code={code} />
      <span className="hidden sm:inline" lang={lang}>
        {name}
      </span>
      <span aria-hidden="true" className="text-xs text-muted">
        ▾
      </span>
    </>
  );
}
