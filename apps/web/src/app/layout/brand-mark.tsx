import { useSystemStatus } from "../../shared/system/system-status";

/**
 * The brand's logo: the operator's own image when the brand theme sets one (an uploaded image,
 * served by us), else our drawn mark in the theme's accent colour.
 */
export function BrandMark({ className }: { className?: string }) {
  const logo = useSystemStatus()?.info.site.theme?.logoUrl;
  if (logo) return <img className={className} src={logo} alt="" width={32} height={32} />;
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="currentColor" />
      <path d="M10 20l6-10 6 10z" fill="var(--color-on-accent)" />
    </svg>
  );
}
