import { useTranslation } from "react-i18next";
import { HTML_LANG } from "../../shared/i18n/languages";
import { useLanguage } from "../../shared/i18n/use-language";
import { StatePage } from "./state-page";
import styles from "./startup.module.css";

const NO_ENTRY_ICON =
  "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 0 1 6.3 12.9L7.1 5.7A8 8 0 0 1 12 4zM4 12c0-1.8.6-3.5 1.7-4.9l11.2 11.2A8 8 0 0 1 4 12z";

function countryName(code: string, locale: string): string | null {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: "region" }).of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}

/** System status 2: the visitor's region is restricted; shows their IP and country. */
export function RegionPage({ ip, country }: { ip: string; country: string }) {
  const { t } = useTranslation();
  const name = countryName(country, HTML_LANG[useLanguage()]);
  return (
    <StatePage iconPath={NO_ENTRY_ICON} title={t("region.title")} text={t("region.text")}>
      <dl className={styles.facts}>
        <dt>{t("region.ip")}</dt>
        <dd>{ip}</dd>
        <dt>{t("region.country")}</dt>
        <dd>
          <span>{country === "" ? t("region.unknownCountry") : country}</span>
          {name ? <span> ({name})</span> : null}
        </dd>
      </dl>
    </StatePage>
  );
}
