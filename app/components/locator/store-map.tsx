/**
 * The Leaflet map of the locator. Imported dynamically by map-panel.tsx only once the map is on
 * screen, so neither Leaflet's JavaScript nor its CSS is part of the page's first load.
 *
 * The server clusters the stores: each time the map stops moving, the markers of the area on
 * screen are asked for (see map-data-loader.ts) and drawn: a counted marker for a group of
 * stores (activating it zooms in to where the group splits) and a pin with its pop-up for each
 * single store. Every marker is a button reachable with Tab and activated with Enter or Space;
 * the list beside the map remains the complete, accessible way to the same stores.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./store-map.css";
import { useEffect, useRef, useState } from "react";
import { formatCount } from "~/domain/count-format";
import { DEFAULT_CENTER } from "~/domain/geo";
import type { Position } from "~/domain/locator-query";
import {
  CLUSTER_MAX_ZOOM,
  MAP_MAX_ZOOM,
  mapDataUrl,
  snapView,
  type MapCluster,
  type MapData,
  type MapPin,
} from "~/domain/map-view";
import { createViewLoader, type ViewLoader } from "./map-data-loader";

export const MAP_DATA_URL = "/api/lojas/mapa";

export type StoreMapProps = {
  /** search/cidade/estado/aberto as URL parameters. */
  filters: string;
  tileUrl: string;
  attribution: string;
  selectedId: number | null;
  /** Where the selected store is, when the list knows it (to bring it into view). */
  selectedPlace: Position | null;
  userPosition: Position | null;
  onSelect(id: number): void;
};

const DEFAULT_ZOOM = 11;
const USER_ZOOM = 13;
const FIT_MAX_ZOOM = 15;
/** How long the map stands still before its markers are asked for. */
const SETTLE_MS = 200;

function markerIcon(selected: boolean): L.DivIcon {
  return L.divIcon({
    className: "",
    html: `<span class="locator-marker${selected ? " locator-marker-selected" : ""}"></span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 30],
    popupAnchor: [0, -28],
  });
}

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 46 : 54;
  const label = formatCount(count);
  return L.divIcon({
    className: "",
    html: `<span class="locator-cluster" style="width:${size}px;height:${size}px">${label}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
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

/**
 * Names the marker's button (a group's visible count would otherwise be its whole name) and
 * lets Space activate it as Enter does; Leaflet only listens for Enter.
 */
function asButton(marker: L.Marker, label: string): void {
  const element = marker.getElement();
  element?.setAttribute("aria-label", label);
  element?.addEventListener("keydown", (event) => {
    if (event.key !== " ") return;
    event.preventDefault();
    marker.fire("click");
  });
}

const clusterKey = (c: MapCluster) => `c:${c[0]},${c[1]},${c[2]}`;
const pinKey = (p: MapPin) => `s:${p[2]}`;

export default function StoreMap({
  filters,
  tileUrl,
  attribution,
  selectedId,
  selectedPlace,
  userPosition,
  onSelect,
}: StoreMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const loader = useRef<ViewLoader | null>(null);
  /** Markers on the map by key; pins also by store id. */
  const markers = useRef(new Map<string, L.Marker>());
  const pins = useRef(new Map<number, L.Marker>());
  const userMarker = useRef<L.Marker | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const selectedRef = useRef<number | null>(selectedId);
  const userRef = useRef<Position | null>(userPosition);
  userRef.current = userPosition;
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  /** New filters: fit the map to their stores when their data comes (unless the visitor is located). */
  const fitPending = useRef(false);
  /** A store selected in the list that is not yet a pin on screen: zoom towards it. */
  const seeking = useRef<{ id: number; place: Position } | null>(null);
  /** A group activated from the keyboard: focus goes to the marker nearest to it once drawn. */
  const focusNear = useRef<L.LatLng | null>(null);
  const [failed, setFailed] = useState(false);
  /** The view's stores are being asked for or drawn: the map says it is updating. */
  const [busy, setBusy] = useState(false);

  const currentUrl = () => {
    const instance = map.current;
    if (!instance) return null;
    const b = instance.getBounds();
    const view = snapView(
      [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      instance.getZoom(),
    );
    return mapDataUrl(MAP_DATA_URL, filtersRef.current, view);
  };

  // The map itself, once.
  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      center: [DEFAULT_CENTER.latitude, DEFAULT_CENTER.longitude],
      zoom: DEFAULT_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      scrollWheelZoom: false,
    });
    L.tileLayer(tileUrl, { attribution, maxZoom: MAP_MAX_ZOOM }).addTo(instance);
    const group = L.layerGroup().addTo(instance);
    map.current = instance;
    layer.current = group;
    const byKey = markers.current;
    const byId = pins.current;

    const draw = (data: MapData) => {
      const wanted = new Set<string>();
      for (const cluster of data.clusters) {
        const key = clusterKey(cluster);
        wanted.add(key);
        if (byKey.has(key)) continue;
        const [lng, lat, count, zoom] = cluster;
        const label = `${formatCount(count)} lojas nesta área: aproximar`;
        const marker = L.marker([lat, lng], {
          icon: clusterIcon(count),
          title: label,
          keyboard: true,
          riseOnHover: true,
        });
        const open = (fromKeyboard: boolean) => {
          if (fromKeyboard) focusNear.current = L.latLng(lat, lng);
          instance.setView([lat, lng], Math.max(zoom, instance.getZoom() + 1));
        };
        marker.on("click", (event: L.LeafletMouseEvent) =>
          // A click from the keyboard (Space) has no pointer position.
          open(!event.originalEvent || event.originalEvent.detail === 0),
        );
        marker.on("keypress", (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === "Enter") open(true);
        });
        marker.addTo(group);
        asButton(marker, label);
        byKey.set(key, marker);
      }
      for (const pin of data.stores) {
        const key = pinKey(pin);
        wanted.add(key);
        if (byKey.has(key)) continue;
        const [lng, lat, id, name, slug] = pin;
        const marker = L.marker([lat, lng], {
          icon: markerIcon(id === selectedRef.current),
          title: name,
          alt: name,
          keyboard: true,
          riseOnHover: true,
        });
        marker.bindPopup(() => popupContent(name, slug));
        marker.on("click", () => onSelectRef.current(id));
        marker.on("keypress", (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === "Enter") onSelectRef.current(id);
        });
        marker.addTo(group);
        asButton(marker, name);
        byKey.set(key, marker);
        byId.set(id, marker);
      }
      for (const [key, marker] of byKey) {
        if (wanted.has(key)) continue;
        marker.remove();
        byKey.delete(key);
        if (key.startsWith("s:")) byId.delete(Number(key.slice(2)));
      }
      afterDraw(data);
    };

    const afterDraw = (data: MapData) => {
      const near = focusNear.current;
      if (near) {
        focusNear.current = null;
        let best: L.Marker | null = null;
        let bestDistance = Infinity;
        for (const marker of byKey.values()) {
          const distance = near.distanceTo(marker.getLatLng());
          if (distance < bestDistance) [best, bestDistance] = [marker, distance];
        }
        best?.getElement()?.focus({ preventScroll: true });
      }
      const seek = seeking.current;
      if (!seek) return;
      const pin = byId.get(seek.id);
      if (pin) {
        seeking.current = null;
        pin.setIcon(markerIcon(true));
        pin.openPopup();
        return;
      }
      // Still inside a group: zoom on towards the store, as far as groups go.
      const zoom = instance.getZoom();
      if (zoom > CLUSTER_MAX_ZOOM) {
        seeking.current = null;
        return;
      }
      const target = L.latLng(seek.place.latitude, seek.place.longitude);
      let split = zoom + 1;
      let nearest = Infinity;
      for (const [lng, lat, , expansion] of data.clusters) {
        const distance = target.distanceTo([lat, lng]);
        if (distance < nearest) [nearest, split] = [distance, Math.max(expansion, zoom + 1)];
      }
      instance.setView(target, split);
    };

    const viewLoader = createViewLoader<MapData>({
      delayMs: SETTLE_MS,
      fetchData: async (url, signal) => {
        const res = await fetch(url, { signal, headers: { Accept: "application/json" } });
        if (!res.ok) throw new Error(String(res.status));
        return (await res.json()) as MapData;
      },
      onData: (data, url) => {
        setFailed(false);
        if (fitPending.current) {
          fitPending.current = false;
          if (fitTo(data) && currentUrl() !== url) {
            const next = currentUrl();
            if (next) viewLoader.request(next, { immediate: true });
            return;
          }
        }
        draw(data);
      },
      onError: (error) => {
        console.warn("Mapa das lojas indisponível", error);
        setFailed(true);
      },
      onPending: setBusy,
    });
    loader.current = viewLoader;

    /** Frames the stores of new filters; true when the view was changed for them. */
    const fitTo = (data: MapData): boolean => {
      if (userRef.current) return false;
      if (!data.extent) {
        instance.setView([DEFAULT_CENTER.latitude, DEFAULT_CENTER.longitude], DEFAULT_ZOOM, {
          animate: false,
        });
        return true;
      }
      const [west, south, east, north] = data.extent;
      instance.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { padding: [32, 32], maxZoom: FIT_MAX_ZOOM, animate: false },
      );
      return true;
    };

    const onMoveEnd = () => {
      const url = currentUrl();
      if (url) viewLoader.request(url);
    };
    instance.on("moveend", onMoveEnd);

    // The container may have been laid out after the map measured it (tab switch on mobile).
    const resize = new ResizeObserver(() => instance.invalidateSize());
    resize.observe(container.current);
    return () => {
      resize.disconnect();
      viewLoader.cancel();
      instance.off("moveend", onMoveEnd);
      instance.remove();
      map.current = null;
      layer.current = null;
      loader.current = null;
      byKey.clear();
      byId.clear();
      userMarker.current = null;
    };
  }, [tileUrl, attribution]);

  // New filters: the markers of their stores, framed on the map.
  useEffect(() => {
    const url = currentUrl();
    if (!url || !loader.current) return;
    fitPending.current = true;
    loader.current.request(url, { immediate: true });
    // A new map (tile settings) starts afresh too; currentUrl reads refs only.
  }, [filters, tileUrl, attribution]);

  // The selected card's pin stands out and opens; a store not yet on screen is zoomed to.
  useEffect(() => {
    const previous = selectedRef.current;
    selectedRef.current = selectedId;
    if (previous !== null && previous !== selectedId) {
      pins.current.get(previous)?.setIcon(markerIcon(false));
    }
    seeking.current = null;
    if (selectedId === null) return;
    const pin = pins.current.get(selectedId);
    const instance = map.current;
    if (pin && instance?.getBounds().contains(pin.getLatLng())) {
      pin.setIcon(markerIcon(true));
      pin.openPopup();
      return;
    }
    if (!selectedPlace || !instance) return;
    seeking.current = { id: selectedId, place: selectedPlace };
    instance.setView(
      [selectedPlace.latitude, selectedPlace.longitude],
      Math.max(instance.getZoom(), USER_ZOOM),
    );
    // selectedPlace belongs to selectedId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);

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
    <div className="relative size-full min-h-[420px]">
      <div
        ref={container}
        className="size-full min-h-[420px] rounded-2xl"
        role="region"
        aria-label="Mapa das lojas"
        aria-busy={busy}
        data-store-map=""
      />
      {failed ? (
        <div
          className="absolute inset-x-3 top-3 z-[1000] flex flex-wrap items-center justify-center gap-3 rounded-xl bg-white/95 p-3 text-center text-sm text-neutral-800 shadow"
          role="alert"
        >
          Não foi possível carregar as lojas do mapa.
          <button
            type="button"
            onClick={() => {
              const url = currentUrl();
              if (url) loader.current?.request(url, { immediate: true });
            }}
            className="min-h-11 rounded-full border border-neutral-300 bg-white px-4 font-semibold hover:bg-neutral-50"
          >
            Tentar Novamente
          </button>
        </div>
      ) : null}
    </div>
  );
}
