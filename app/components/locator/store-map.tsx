/**
 * The Leaflet map of the locator. Imported dynamically by map-panel.tsx only once the map is on
 * screen, so neither Leaflet's JavaScript nor its CSS is part of the page's first load.
 */
import L from "leaflet";
// A UMD plugin extending the global L, which Leaflet's own bundle sets when it loads (above).
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./store-map.css";
import { useEffect, useRef } from "react";
import { DEFAULT_CENTER } from "~/domain/geo";
import type { StoreFeatureCollection } from "~/models/store-search.server";
import type { Position } from "~/domain/locator-query";

export type StoreMapProps = {
  data: StoreFeatureCollection;
  tileUrl: string;
  attribution: string;
  selectedId: number | null;
  userPosition: Position | null;
  onSelect(id: number): void;
};

const DEFAULT_ZOOM = 11;
const USER_ZOOM = 13;

function markerIcon(selected: boolean): L.DivIcon {
  return L.divIcon({
    className: "",
    html: `<span class="locator-marker${selected ? " locator-marker-selected" : ""}"></span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 30],
    popupAnchor: [0, -28],
  });
}

function popupContent(name: string, slug: string | null): HTMLElement {
  const root = document.createElement("div");
  const title = document.createElement("strong");
  title.textContent = name;
  root.append(title);
  if (slug) {
    const link = document.createElement("a");
    link.href = `/${encodeURIComponent(slug)}`;
    link.textContent = "Ver Página da Loja";
    link.style.display = "block";
    link.style.marginTop = "4px";
    root.append(link);
  }
  return root;
}

export default function StoreMap({
  data,
  tileUrl,
  attribution,
  selectedId,
  userPosition,
  onSelect,
}: StoreMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  const userMarker = useRef<L.Marker | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const selectedRef = useRef<number | null>(selectedId);
  const userRef = useRef<Position | null>(userPosition);
  userRef.current = userPosition;

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      center: [DEFAULT_CENTER.latitude, DEFAULT_CENTER.longitude],
      zoom: DEFAULT_ZOOM,
      scrollWheelZoom: false,
    });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(instance);
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      maxClusterRadius: 50,
    });
    instance.addLayer(group);
    map.current = instance;
    cluster.current = group;
    // The container may have been laid out after the map measured it (tab switch on mobile).
    const resize = new ResizeObserver(() => instance.invalidateSize());
    resize.observe(container.current);
    const byId = markers.current;
    return () => {
      resize.disconnect();
      instance.remove();
      map.current = null;
      cluster.current = null;
      byId.clear();
      userMarker.current = null;
    };
  }, [tileUrl, attribution]);

  // Markers for the filtered stores.
  useEffect(() => {
    const instance = map.current;
    const group = cluster.current;
    if (!instance || !group) return;
    group.clearLayers();
    markers.current.clear();
    const layers: L.Marker[] = [];
    for (const feature of data.features) {
      const [lng, lat] = feature.geometry.coordinates;
      const marker = L.marker([lat, lng], {
        icon: markerIcon(feature.id === selectedRef.current),
        title: feature.properties.n,
        alt: feature.properties.n,
        keyboard: true,
        riseOnHover: true,
      });
      marker.bindPopup(() => popupContent(feature.properties.n, feature.properties.s));
      marker.on("click", () => onSelectRef.current(feature.id));
      marker.on("keypress", (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key === "Enter") onSelectRef.current(feature.id);
      });
      markers.current.set(feature.id, marker);
      layers.push(marker);
    }
    group.addLayers(layers);
    const user = userRef.current;
    if (user) {
      instance.setView([user.latitude, user.longitude], USER_ZOOM);
    } else if (layers.length > 0) {
      instance.fitBounds(group.getBounds(), { padding: [32, 32], maxZoom: 15 });
    } else {
      instance.setView([DEFAULT_CENTER.latitude, DEFAULT_CENTER.longitude], DEFAULT_ZOOM);
    }
  }, [data]);

  // The selected card's marker stands out and comes into view.
  useEffect(() => {
    const previous = selectedRef.current;
    selectedRef.current = selectedId;
    if (previous !== null) markers.current.get(previous)?.setIcon(markerIcon(false));
    if (selectedId === null) return;
    const marker = markers.current.get(selectedId);
    if (!marker || !cluster.current) return;
    marker.setIcon(markerIcon(true));
    cluster.current.zoomToShowLayer(marker, () => marker.openPopup());
  }, [selectedId, data]);

  // The visitor's own position: shown here only, never sent for the map.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    userMarker.current?.remove();
    userMarker.current = null;
    if (!userPosition) return;
    userMarker.current = L.marker([userPosition.latitude, userPosition.longitude], {
      icon: L.divIcon({
        className: "",
        html: '<span class="locator-user-marker"></span>',
        iconSize: [16, 16],
      }),
      title: "Você está aqui",
      alt: "Você está aqui",
      keyboard: false,
      zIndexOffset: 1000,
    }).addTo(instance);
    // Around the visitor, where the nearest stores are.
    instance.setView([userPosition.latitude, userPosition.longitude], USER_ZOOM);
  }, [userPosition]);

  return (
    <div
      ref={container}
      className="size-full min-h-[420px] rounded-2xl"
      role="region"
      aria-label="Mapa das lojas"
      data-store-map=""
    />
  );
}
