import { describe, expect, it } from "vitest";
import {
  MAP_VIEW_ERRORS,
  mapDataUrl,
  parseMapView,
  snapView,
  viewAround,
  viewPixels,
  type Bbox,
} from "./map-view";

const parse = (query: string) => parseMapView(new URLSearchParams(query));

describe("parseMapView", () => {
  it("reads the visible area and a whole zoom", () => {
    expect(parse("bbox=-49.5,-16.9,-49,-16.5&zoom=11")).toEqual({
      ok: true,
      view: { bbox: [-49.5, -16.9, -49, -16.5], zoom: 11 },
    });
    expect(parse("bbox=-180,-85.05,180,85.05&zoom=0")).toMatchObject({ ok: true });
  });

  it.each([
    ["", MAP_VIEW_ERRORS.bbox],
    ["bbox=&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=1,2,3&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=1,2,3,4,5&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=a,b,c,d&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=NaN,1,2,3&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=Infinity,1,2,3&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=1e2,1,2,3&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=-181,0,10,10&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=0,-91,10,10&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=10,0,0,10&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=0,10,10,0&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=0,0,0,10&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=%00&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=0,0,10,10&bbox=0,0,10,10&zoom=3", MAP_VIEW_ERRORS.bbox],
    ["bbox=0,0,10,10&zoom=3&zoom=4", MAP_VIEW_ERRORS.zoom],
    ["bbox=0,0,10,10", MAP_VIEW_ERRORS.zoom],
    ["bbox=0,0,10,10&zoom=", MAP_VIEW_ERRORS.zoom],
    ["bbox=0,0,10,10&zoom=-1", MAP_VIEW_ERRORS.zoom],
    ["bbox=0,0,10,10&zoom=1.5", MAP_VIEW_ERRORS.zoom],
    ["bbox=0,0,10,10&zoom=20", MAP_VIEW_ERRORS.zoom],
    ["bbox=0,0,10,10&zoom=abc", MAP_VIEW_ERRORS.zoom],
  ])("refuses %s with a message", (query, message) => {
    expect(parse(query)).toEqual({ ok: false, message });
  });

  it("refuses an area wider or taller than any screen at its zoom", () => {
    // Zoom 5: the world is 8192 pixels wide, so the whole world is just accepted...
    expect(parse("bbox=-180,-10,180,10&zoom=5")).toMatchObject({ ok: true });
    // ...and at zoom 6 it is not, nor is Brazil at street level.
    expect(parse("bbox=-180,-10,180,10&zoom=6")).toEqual({
      ok: false,
      message: MAP_VIEW_ERRORS.tooLarge,
    });
    expect(parse("bbox=-74,-34,-34,5&zoom=17")).toEqual({
      ok: false,
      message: MAP_VIEW_ERRORS.tooLarge,
    });
    // A city at street level on a large screen is fine.
    expect(parse("bbox=-49.3,-16.7,-49.28,-16.68&zoom=17")).toMatchObject({ ok: true });
  });
});

describe("viewPixels", () => {
  it("measures a bbox in screen pixels of the zoom", () => {
    const world: Bbox = [-180, -85.05112878, 180, 85.05112878];
    const size = viewPixels(world, 2);
    expect(size.width).toBeCloseTo(1024, 6);
    expect(size.height).toBeCloseTo(1024, 3);
  });
});

describe("snapView", () => {
  it("widens the visible bounds to whole tiles of the zoom", () => {
    const visible: Bbox = [-49.31, -16.73, -49.22, -16.64];
    const view = snapView(visible, 12);
    expect(view.zoom).toBe(12);
    const [w, s, e, n] = view.bbox;
    expect(w).toBeLessThanOrEqual(visible[0]);
    expect(s).toBeLessThanOrEqual(visible[1]);
    expect(e).toBeGreaterThanOrEqual(visible[2]);
    expect(n).toBeGreaterThanOrEqual(visible[3]);
    // At most one tile more on each side.
    const { width, height } = viewPixels(view.bbox, 12);
    const visibleSize = viewPixels(visible, 12);
    expect(width).toBeLessThanOrEqual(visibleSize.width + 512);
    expect(height).toBeLessThanOrEqual(visibleSize.height + 512);
  });

  it("gives the same address to small pans inside the same tiles", () => {
    const a = snapView([-49.301, -16.701, -49.251, -16.651], 12);
    const b = snapView([-49.3, -16.7, -49.25, -16.65], 12);
    expect(a).toEqual(b);
  });

  it("keeps a view wrapped around the world inside it and rounds the zoom", () => {
    const view = snapView([-400, -89, 400, 89], 1.2);
    expect(view.zoom).toBe(1);
    expect(view.bbox[0]).toBe(-180);
    expect(view.bbox[2]).toBe(180);
    expect(view.bbox[1]).toBeCloseTo(-85.051129, 5);
    expect(view.bbox[3]).toBeCloseTo(85.051129, 5);
  });

  it("snaps views of a 1280 × 800 map that the server accepts at every zoom", () => {
    for (let zoom = 0; zoom <= 19; zoom++) {
      const degrees = (px: number) => (px / (256 * 2 ** zoom)) * 360;
      const visible: Bbox = [
        -49.26 - degrees(640),
        -16.68 - degrees(400),
        -49.26 + degrees(640),
        -16.68 + degrees(400),
      ];
      const view = snapView(visible, zoom);
      const params = new URL(mapDataUrl("/api/lojas/mapa", "", view), "http://x").searchParams;
      expect(parseMapView(params)).toEqual({ ok: true, view });
    }
  });
});

describe("mapDataUrl", () => {
  it("adds the view to the locator's filters", () => {
    expect(
      mapDataUrl("/api/lojas/mapa", "cidade=Goi%C3%A2nia&aberto=1", {
        bbox: [-49.5, -16.9, -49, -16.5],
        zoom: 11,
      }),
    ).toBe("/api/lojas/mapa?cidade=Goi%C3%A2nia&aberto=1&bbox=-49.5%2C-16.9%2C-49%2C-16.5&zoom=11");
  });
});

describe("viewAround", () => {
  it("is a view at least the map's size around its centre, snapped to tiles", () => {
    const view = viewAround(-49.2648, -16.6869, 11);
    expect(view.zoom).toBe(11);
    const [w, s, e, n] = view.bbox;
    expect(w).toBeLessThan(-49.2648);
    expect(e).toBeGreaterThan(-49.2648);
    expect(s).toBeLessThan(-16.6869);
    expect(n).toBeGreaterThan(-16.6869);
    const { width, height } = viewPixels(view.bbox, 11);
    expect(width).toBeGreaterThanOrEqual(1280);
    expect(height).toBeGreaterThanOrEqual(800);
    expect(width).toBeLessThanOrEqual(1280 + 512);
    expect(viewAround(-49.2648, -16.6869, 11, { width: 390, height: 844 })).not.toEqual(view);
  });
});
