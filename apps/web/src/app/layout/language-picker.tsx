import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, isLanguage } from "@portal/contract/languages";
import { API } from "@portal/contract/api/paths";
import { chooseLanguage } from "../../shared/i18n/i18n";
import { apiSend } from "../../shared/api/client";
import { hasToken } from "../../shared/storage/session";
import { HTML_LANG, LANGUAGE_NATIVE_NAMES } from "../../shared/i18n/languages";
import { useLanguage } from "../../shared/i18n/use-language";
import styles from "./header.module.css";

/** Each language labelled in itself; the choice is remembered (hisLang and lang, and the member's account). */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  // The header and the phone's "me" sheet may both hold a picker.
  const id = useId();
  return (
    <span className={styles.lang}>
      <label htmlFor={id} className="visually-hidden">
        {t("header.language")}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          void chooseLanguage(next);
          // A logged-in member's language is kept on the account too (messages, notices).
          if (hasToken()) apiSend("PUT", API.memberLanguage, { language: next }).catch(() => undefined);
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
