import { LoaderCircle, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

type StatusCardProps = {
  tone: "loading" | "empty" | "error";
  title: string;
  detail?: ReactNode;
  children?: ReactNode;
};

const ICONS = { loading: LoaderCircle, empty: SearchX, error: TriangleAlert };

/** The blog's loading, empty and error messages. */
export function StatusCard({ tone, title, detail, children }: StatusCardProps) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex flex-col items-center gap-3 rounded-2xl border px-6 py-10 text-center ${
        tone === "error" ? "border-red-200 bg-red-50" : "border-neutral-200 bg-nude-50"
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`size-8 ${tone === "error" ? "text-red-600" : "text-brand-600"} ${
          tone === "loading" ? "motion-safe:animate-spin" : ""
        }`}
      />
      <p className={`font-semibold ${tone === "error" ? "text-red-800" : "text-neutral-900"}`}>
        {title}
      </p>
      {detail ? <p className="max-w-md text-sm text-neutral-700">{detail}</p> : null}
      {children}
    </div>
  );
}
