import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, type FormFieldProps } from "./form-field";
import { CountrySelect } from "./country-select";
import { SmsSendButton, type SmsSendButtonProps } from "./sms-send-button";

type Labelled<P> = Omit<P, "label"> & { label?: string };

export type MobileFieldProps = Labelled<Omit<FormFieldProps, "prefix">> & {
  country: string;
  onCountry: (dialingCode: string) => void;
};

/** A mobile number with its dialing code in front. */
export function MobileField({ label, country, onCountry, ...field }: MobileFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
      {...field}
      label={label ?? t("auth.mobile")}
      prefix={<CountrySelect value={country} onValue={onCountry} />}
    />
  );
}

export type SmsCodeFieldProps = Labelled<Omit<FormFieldProps, "addon">> & {
  send: SmsSendButtonProps["send"];
};

/** An SMS code with its send button (and the button's countdown). */
export function SmsCodeField({ label, send, ...field }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      {...field}
      label={label ?? t("auth.smsCode")}
      addon={<SmsSendButton send={send} />}
    />
  );
}

export type MobileCode = ReturnType<typeof useMobileCode>;

/** The values of a `MobileCodeFields` group; `clear()` empties the number and the code (the dialing code stays). */
export function useMobileCode(initial: { mobile?: string; country?: string } = {}) {
  const [mobile, setMobile] = useState(initial.mobile ?? "");
  const [country, setCountry] = useState(initial.country ?? "");
  const [code, setCode] = useState("");
  const clear = () => {
    setMobile("");
    setCode("");
  };
  return { mobile, setMobile, country, setCountry, code, setCode, clear };
}

export interface MobileCodeFieldsProps {
  /** From `useMobileCode()`. */
  value: MobileCode;
  errors?: { mobile?: string | undefined; code?: string | undefined };
  /** Sends a code to the trimmed number, once one is typed (and a dialing code chosen, with `countryRequired`). */
  send: (mobile: string, country: string) => Promise<{ expiredMinutes: number }>;
  /** Told "mobile required" when the send button is pressed too early. */
  onMissingMobile: (message: string) => void;
  countryRequired?: boolean;
}

/** Mobile number, dialing code, SMS code and the send button: the SMS-code group of a form. */
export function MobileCodeFields({
  value,
  errors = {},
  send,
  onMissingMobile,
  countryRequired = false,
}: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  const { mobile, country } = value;
  const sendCode = () => {
    if (mobile.trim() === "" || (countryRequired && country === "")) {
      onMissingMobile(t("validation.required", { field: t("auth.mobile") }));
      return Promise.resolve(null);
    }
    return send(mobile.trim(), country);
  };
  return (
    <>
      <MobileField
        value={mobile}
        onValue={value.setMobile}
        error={errors.mobile}
        required
        country={country}
        onCountry={value.setCountry}
      />
      <SmsCodeField value={value.code} onValue={value.setCode} error={errors.code} required send={sendCode} />
    </>
  );
}
