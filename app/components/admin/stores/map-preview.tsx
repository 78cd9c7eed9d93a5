import { lazy, Suspense, useEffect, useState } from "react";
import { ExternalLink } from "~/components/external-link";
import { parseDecimal } from "~/domain/store-schemas";

const MapPreviewLeaflet = lazy(() => import("./map-preview-leaflet"));

/** A small map of the typed coordinates; nothing until both are valid numbers in range. */
export function MapPreview({
  latitude,
  longitude,
  tileUrl,
  attribution,
}: {
  latitude: string | undefined;
  longitude: string | undefined;
  tileUrl: string;
  attribution: string;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const lat = parseDecimal(latitude);
  const lng = parseDecimal(longitude);
  const valid =
    lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && (lat || lng);
  if (!valid) return null;
  const label = `Mapa com a posição ${lat.toFixed(5)}, ${lng.toFixed(5)}`;
  const placeholder = (
    <div className="flex h-56 items-center justify-center rounded-lg border border-dashed border-neutral-300 bg-neutral-50 text-sm text-neutral-500">
      Carregando mapa...
    </div>
  );
  return (
    <div className="flex flex-col gap-2">
      {mounted ? (
        <Suspense fallback={placeholder}>
          <MapPreviewLeaflet
            latitude={lat}
            longitude={lng}
            tileUrl={tileUrl}
            attribution={attribution}
            label={label}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      <ExternalLink
        href={`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`}
        className="self-start text-sm font-medium text-brand-700 underline"
      >
        Conferir no Google Maps
      </ExternalLink>
    </div>
  );
}
