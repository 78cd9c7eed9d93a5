/**
 * The store map's view: the visible area (bbox) and zoom a browser asks map data for, how such a
 * request is read and refused, and the shape of the answer. Pure: used by the map data route,
 * the map model and the map in the browser.
 *
 * The server clusters the stores for the area on screen, so what a visitor downloads depends on
 * the size of the screen, never on the size of the network.
 */

/** [west, south, east, north] in degrees (longitude, latitude, longitude, latitude). */
export type Bbox = [west: number, south: number, east: number, north: number];

export type MapView = { bbox: Bbox; zoom: number };

/** A group of stores drawn as one marker: where, how many, and the zoom that splits it. */
export type MapCluster = [
  longitude: number,
  latitude: number,
  count: number,
  expansionZoom: number,
];

/** One store: where, its id, its name and its page slug (null: no page). */
export type MapPin = [
  longitude: number,
  latitude: number,
  id: number,
  name: string,
  slug: string | null,
];

export type MapData = {
  /** Stores matching the filters that have coordinates, on the whole map. */
  total: number;
  /** The box around all of them (null when there are none), so the map can fit them. */
  extent: Bbox | null;
  clusters: MapCluster[];
  stores: MapPin[];
};

/** The deepest zoom the map offers (the tiles go no further). */
export const MAP_MAX_ZOOM = 19;
/** Above this zoom every store is its own pin. */
export const CLUSTER_MAX_ZOOM = 16;
/** Stores closer than this on screen (pixels) share a marker. */
export const CLUSTER_RADIUS_PX = 60;
/** Leaflet's tile size: zoom z shows the world 256·2^z pixels wide. */
const TILE_PX = 256;
/**
 * The widest or tallest area (in screen pixels at the asked zoom) the server answers for: more
 * than any screen, so a large area at street zoom cannot ask for the whole network unclustered.
 */
export const MAX_VIEW_PX = 8192;
/** Web Mercator stops here; the map never shows anything further north or south. */
export const MERCATOR_MAX_LAT = 85.05112878;

export const MAP_VIEW_ERRORS = {
  bbox: "Área do mapa inválida: informe bbox=oeste,sul,leste,norte em graus.",
  zoom: `Zoom do mapa inválido: informe um número inteiro de 0 a ${MAP_MAX_ZOOM}.`,
  tooLarge: "Área do mapa grande demais para este zoom.",
} as const;

export type MapViewResult = { ok: true; view: MapView } | { ok: false; message: string };

const NUMBER = /^\s*-?(\d{1,3}(\.\d{1,15})?|\.\d{1,15})\s*$/;

function parseBbox(value: string | null): Bbox | null {
  if (!value) return null;
  const parts = value.split(",");
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) return null;
  const [west, south, east, north] = parts.map(Number) as Bbox;
  if (west < -180 || east > 180 || west >= east) return null;
  if (south < -90 || north > 90 || south >= north) return null;
  return [west, south, east, north];
}

function parseZoom(value: string | null): number | null {
  if (!value || !/^\s*\d{1,2}\s*$/.test(value)) return null;
  const zoom = Number(value);
  return zoom <= MAP_MAX_ZOOM ? zoom : null;
}

/** Mercator y of a latitude, 0 (north edge) to 1 (south edge) of the world square. */
function mercatorY(latitude: number): number {
  const lat = Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

function latitudeAt(y: number): number {
  const n = Math.PI - 2 * Math.PI * y;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** Width and height of a bbox in screen pixels at a zoom. */
export function viewPixels(bbox: Bbox, zoom: number): { width: number; height: number } {
  const world = TILE_PX * 2 ** zoom;
  const [west, south, east, north] = bbox;
  return {
    width: ((east - west) / 360) * world,
    height: (mercatorY(south) - mercatorY(north)) * world,
  };
}

/** A parameter given exactly once (two areas in one address are refused, not guessed). */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? (values[0] ?? null) : null;
}

/** Reads ?bbox=&zoom= of a map data request; a bad value is refused with a pt-BR message. */
export function parseMapView(params: URLSearchParams): MapViewResult {
  const bbox = parseBbox(single(params, "bbox"));
  if (!bbox) return { ok: false, message: MAP_VIEW_ERRORS.bbox };
  const zoom = parseZoom(single(params, "zoom"));
  if (zoom === null) return { ok: false, message: MAP_VIEW_ERRORS.zoom };
  const { width, height } = viewPixels(bbox, zoom);
  if (width > MAX_VIEW_PX || height > MAX_VIEW_PX) {
    return { ok: false, message: MAP_VIEW_ERRORS.tooLarge };
  }
  return { ok: true, view: { bbox, zoom } };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The area a browser asks for: the visible bounds widened to whole map tiles of the zoom and
 * kept inside the world. Neighbouring views of the same zoom then ask for the same address, so
 * browser and CDN caches serve a pan back and forth; a zoom is a whole number.
 */
export function snapView(bounds: Bbox, zoom: number): MapView {
  const z = Math.max(0, Math.min(MAP_MAX_ZOOM, Math.round(zoom)));
  const tiles = 2 ** z;
  const west = Math.max(-180, Math.min(180, bounds[0]));
  const east = Math.max(-180, Math.min(180, bounds[2]));
  const x0 = Math.floor(((west + 180) / 360) * tiles);
  const x1 = Math.max(x0 + 1, Math.ceil(((east + 180) / 360) * tiles));
  // North has the smaller y.
  const y0 = Math.floor(mercatorY(bounds[3]) * tiles);
  const y1 = Math.max(y0 + 1, Math.ceil(mercatorY(bounds[1]) * tiles));
  return {
    bbox: [
      round6(Math.max(-180, (x0 / tiles) * 360 - 180)),
      round6(latitudeAt(Math.min(tiles, y1) / tiles)),
      round6(Math.min(180, (Math.min(tiles, x1) / tiles) * 360 - 180)),
      round6(latitudeAt(Math.max(0, y0) / tiles)),
    ],
    zoom: z,
  };
}

/**
 * The view a map of `width` × `height` pixels centred on (lng, lat) at `zoom` asks for, as the
 * browser snaps it (a plain degrees-per-pixel span: what tests and benchmarks ask for).
 */
export function viewAround(
  lng: number,
  lat: number,
  zoom: number,
  { width, height }: { width: number; height: number } = { width: 1280, height: 800 },
): MapView {
  const degrees = (px: number) => (px / (256 * 2 ** zoom)) * 360;
  const visible: Bbox = [
    lng - degrees(width / 2),
    lat - degrees(height / 2),
    lng + degrees(width / 2),
    lat + degrees(height / 2),
  ];
  return snapView(visible, zoom);
}

/** The map data address of a view for the locator's filters (search/cidade/estado/aberto). */
export function mapDataUrl(path: string, filters: string, view: MapView): string {
  const params = new URLSearchParams(filters);
  params.set("bbox", view.bbox.join(","));
  params.set("zoom", String(view.zoom));
  return `${path}?${params}`;
}
