import type { Language } from "@portal/contract/languages";

/**
 * Texts the server sends to people (SMS, e-mail), in the caller's language (the `Language`
 * header of the request that caused them, or the member's language).
 */
const SMS_CODE: Record<Language, (brand: string, code: string, minutes: number) => string> = {
  en: (b, c, m) => `${b}: Your verification code is ${c}. It expires in ${m} minutes.`,
  cn: (b, c, m) => `【${b}】您的验证码是 ${c}，${m} 分钟内有效。`,
  ja: (b, c, m) => `【${b}】認証コードは ${c} です。有効期限は ${m} 分です。`,
  th: (b, c, m) => `${b}: รหัสยืนยันของคุณคือ ${c} ใช้ได้ภายใน ${m} นาที`,
  vi: (b, c, m) => `${b}: Mã xác minh của bạn là ${c}. Mã có hiệu lực trong ${m} phút.`,
};

export function smsCodeText(language: Language, brand: string, code: string, minutes: number): string {
  return SMS_CODE[language](brand, code, minutes);
}

interface Mail {
  subject: string;
  text: string;
}

const RESET_MAIL: Record<Language, (brand: string, account: string, link: string) => Mail> = {
  en: (b, a, l) => ({
    subject: `${b}: reset your password`,
    text: `Hello ${a},\n\nOpen this link within 30 minutes to choose a new password:\n${l}\n\nIf you did not ask for it, ignore this message; your password stays as it is.`,
  }),
  cn: (b, a, l) => ({
    subject: `${b}：重置您的密码`,
    text: `${a}，您好：\n\n请在 30 分钟内打开以下链接设置新密码：\n${l}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。`,
  }),
  ja: (b, a, l) => ({
    subject: `${b}：パスワードの再設定`,
    text: `${a} 様\n\n30 分以内に次のリンクを開いて、新しいパスワードを設定してください：\n${l}\n\nお心当たりがない場合は、このメールを無視してください。パスワードは変更されません。`,
  }),
  th: (b, a, l) => ({
    subject: `${b}: ตั้งรหัสผ่านใหม่`,
    text: `สวัสดีคุณ ${a}\n\nโปรดเปิดลิงก์นี้ภายใน 30 นาทีเพื่อตั้งรหัสผ่านใหม่:\n${l}\n\nหากคุณไม่ได้ร้องขอ โปรดละเว้นข้อความนี้ รหัสผ่านของคุณจะยังคงเดิม`,
  }),
  vi: (b, a, l) => ({
    subject: `${b}: đặt lại mật khẩu`,
    text: `Xin chào ${a},\n\nVui lòng mở liên kết này trong vòng 30 phút để đặt mật khẩu mới:\n${l}\n\nNếu bạn không yêu cầu, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên.`,
  }),
};

export function passwordResetMail(language: Language, brand: string, account: string, link: string): Mail {
  return RESET_MAIL[language](brand, account, link);
}
