import { z } from "zod";

/** Feature switch modIds (reference notes, "Feature switch names"). */
export const FEATURE = {
  usernameRegistration: "USERNAMEREG3",
  mobileRegistration: "MOBILENUMREG3",
  mobilePasswordRegistration: "MOBILENUMPASSREG3",
  smsOnUsernameRegistration: "REGMOBVERF3",
  freePlay: "FREEPLAY3",
  forcedPasswordChange: "PWDEXPFORCECHANGE3",
  smsLogin: "MOBILEVERCODELOGIN3",
  passwordResetByMobile: "CHNGPASSVERIF3",
  directRegistration: "DIRECTREG3",
  passwordResetSms: "PWRESETSMS3",
  loginIpVerification: "LOGINIPVERF3",
  transferToUpline: "AGETRANSFERUP3",
  rewardCenter: "REWCEN3",
  messages: "MAILCEN",
  deposit: "DEPOSIT",
  withdraw: "WITHDRAW",
  creditMarket: "CREDITMAR3",
  feedback: "FEEDBACK3",
  agentAnnouncement: "AGENTANNOUNCE3",
  agentTeamOverview: "AGEINFO3",
  agentRegisterCenter: "REGCEN",
  agentDownlineManagement: "DOWNMAN",
  agentTeamBetting: "TEAMBETTING3",
  agentTeamProfit: "AGETEAMPNL3",
  agentIncome: "AGEREV3",
  agentDownlineTransactions: "AGEDOWNTRANS3",
  dividend: "DIVIDEND",
  dailySalary: "DAYSAL",
  hourlySalary: "HOURSAL3",
} as const;

export type FeatureModId = (typeof FEATURE)[keyof typeof FEATURE];

export interface FeatureNode {
  modId: string;
  enabled: "1" | "0";
  childrenNodes: FeatureNode[];
}

export const featureNodeSchema: z.ZodType<FeatureNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(["1", "0"]),
    childrenNodes: z.array(featureNodeSchema),
  }),
);

/**
 * Flattens the switch tree to modId -> on. A child is on only when its parents are on too,
 * so switching a parent off hides its whole branch.
 */
export function flattenFeatures(nodes: readonly FeatureNode[], parentOn = true): Record<string, boolean> {
  const flat: Record<string, boolean> = {};
  for (const node of nodes) {
    const on = parentOn && node.enabled === "1";
    flat[node.modId] = on;
    Object.assign(flat, flattenFeatures(node.childrenNodes, on));
  }
  return flat;
}
