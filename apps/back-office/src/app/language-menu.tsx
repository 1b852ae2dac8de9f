import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "@portal/contract/languages";
import { chooseLanguage, currentLanguage, LANGUAGE_NAMES } from "../shared/i18n/i18n";

/** The language switch of the header (and the sign-in screen): the choice is kept in local storage. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="btn btn-small"
        aria-label={t("header.language", { language: LANGUAGE_NAMES[lang] })}
      >
        {LANGUAGE_NAMES[lang] ?? lang}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end">
          <DropdownMenu.RadioGroup value={lang} onValueChange={(value) => void chooseLanguage(value as Language)}>
            {LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                className="menu-item"
                lang={code === "cn" ? "zh-CN" : code}
              >
                {LANGUAGE_NAMES[code]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
