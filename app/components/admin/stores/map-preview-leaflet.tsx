/**
 * The small Leaflet map of the store form. Imported on demand by map-preview.tsx once the store
 * has coordinates, so Leaflet never weighs on the form's first load.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";

export type MapPreviewLeafletProps = {
  latitude: number;
  longitude: number;
  tileUrl: string;
  attribution: string;
  label: string;
};

const ZOOM = 16;

export default function MapPreviewLeaflet({
  latitude,
  longitude,
  tileUrl,
  attribution,
  label,
}: MapPreviewLeafletProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      center: [latitude, longitude],
      zoom: ZOOM,
      scrollWheelZoom: false,
      keyboard: false,
    });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(instance);
    // A vector marker: no image files to resolve from Leaflet's CSS.
    marker.current = L.circleMarker([latitude, longitude], {
      radius: 9,
      color: "#9d174d",
      weight: 3,
      fillColor: "#db2777",
      fillOpacity: 0.9,
    }).addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
    // The map is created once; coordinate changes move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    map.current?.setView([latitude, longitude], map.current.getZoom());
    marker.current?.setLatLng([latitude, longitude]);
  }, [latitude, longitude]);

  // A figure, not role="img": the map holds focusable controls (zoom, attribution link).
  return (
    <figure className="m-0">
      <div
        ref={container}
        className="h-56 w-full overflow-hidden rounded-lg border border-neutral-200"
      />
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
