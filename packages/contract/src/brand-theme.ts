import { z } from "zod";

/**
 * The brand theme an operator sets (setting `brandTheme`): the primary (accent) colour, the colour
 * of text on it, and an optional logo. The web sets the colours as the design tokens
 * --color-accent / --color-on-accent (docs/design.md).
 */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on the primary colour (buttons) must stay readable: WCAG AA for normal text. */
export const MIN_ACCENT_CONTRAST = 4.5;

export const brandThemeSchema = z
  .object({
    accent: hexColour,
    onAccent: hexColour,
    /**
     * Empty: our drawn mark. Else an https address, one of our pictures (/img/...) or an image an
     * operator uploaded (/media/images/<id>-<digest>.<ext>, POST /admin/images).
     */
    logoUrl: z.union([
      z.literal(""),
      z
        .string()
        .max(2048)
        .regex(/^(https:\/\/[^\s"'<>]+|\/img\/[A-Za-z0-9._/-]+|\/media\/images\/[0-9]+-[0-9a-f]+\.(png|jpg))$/),
    ]),
  })
  .refine((theme) => contrastRatio(theme.accent, theme.onAccent) >= MIN_ACCENT_CONTRAST, {
    message: `the text colour on the primary colour needs a contrast of at least ${MIN_ACCENT_CONTRAST}:1`,
    path: ["onAccent"],
  });
export type BrandTheme = z.infer<typeof brandThemeSchema>;

export const DEFAULT_BRAND_THEME: BrandTheme = { accent: "#f2c14e", onAccent: "#1b1402", logoUrl: "" };
