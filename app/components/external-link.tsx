import type { ComponentProps } from "react";

/**
 * A link to another site, opened in a new tab without giving that page access to ours
 * (rel=noopener). Screen readers hear that a new tab opens.
 */
export function ExternalLink({
  href,
  children,
  newTabHint = true,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & { href: string; newTabHint?: boolean }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {newTabHint ? <span className="sr-only"> (abre em nova aba)</span> : null}
    </a>
  );
}

/** A settings URL when it is a usable web address, else null (staff may leave it empty). */
export function usableUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  return value && /^https?:\/\//i.test(value) ? value : null;
}
