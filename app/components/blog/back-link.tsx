import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackToBlog({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/blog"
      className={`inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900 ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar ao Blog
    </Link>
  );
}
