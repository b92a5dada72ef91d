// The language switch on every public page: a plain link (works before JavaScript) to the same
// page, with its query (the catalogue's filters), in the other language, through /language which
// remembers the choice. Pages not yet translated offer the translated home page instead.
import { languageSwitchCopy, localeList, locales, localizedPath } from "@skillbridge/core/i18n/locales";
import { useLocation } from "react-router";
import { useCopy, useLocale } from "./copy";
import { isTranslatedPath } from "./translated-routes";

export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const copy = useCopy("languageSwitch", languageSwitchCopy);
  const other = localeList.find((code) => code !== locale) ?? "en";
  const target = isTranslatedPath(pathname) ? `${localizedPath(pathname, other)}${search}` : localizedPath("/", other);
  return (
    <a
      href={`/language?to=${encodeURIComponent(target)}`}
      hrefLang={locales[other].hreflang}
      lang={locales[other].htmlLang}
      rel="nofollow"
      className={className}
      title={copy.switchTo}
    >
      {locales[other].label}
    </a>
  );
}
