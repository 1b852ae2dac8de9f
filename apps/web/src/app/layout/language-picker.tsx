import { useTranslation } from "react-i18next";
import { LANGUAGES, isLanguage } from "@portal/contract/languages";
import { chooseLanguage } from "../../shared/i18n/i18n";
import { HTML_LANG, LANGUAGE_NATIVE_NAMES } from "../../shared/i18n/languages";
import { useLanguage } from "../../shared/i18n/use-language";
import styles from "./header.module.css";

/** Each language labelled in itself; the choice is remembered (hisLang and lang). */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <span className={styles.lang}>
      <label htmlFor="lang-picker" className="visually-hidden">
        {t("header.language")}
      </label>
      <select
        id="lang-picker"
        data-testid="lang-picker"
        className={styles.select}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void chooseLanguage(next);
        }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={HTML_LANG[lang]}>
            {LANGUAGE_NATIVE_NAMES[lang]}
          </option>
        ))}
      </select>
    </span>
  );
}
