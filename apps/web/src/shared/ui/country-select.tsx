import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCountries } from "../api/countries";
import styles from "./form.module.css";

/** The dialing code of a mobile number; picks the first country when none is chosen yet. */
export function CountrySelect({ value, onValue }: { value: string; onValue: (dialingCode: string) => void }) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  const first = countries[0]?.countryDialingCode;
  useEffect(() => {
    if (value === "" && first !== undefined) onValue(first);
  }, [value, first, onValue]);
  return (
    <select
      className={`${styles.input} ${styles.country}`}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      aria-label={t("auth.countryCode")}
    >
      {value === "" ? <option value="">+</option> : null}
      {countries.map((c) => (
        <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
          {`${c.countryCode} +${c.countryDialingCode}`}
        </option>
      ))}
    </select>
  );
}
