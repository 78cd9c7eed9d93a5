import fs from "node:fs";
import { PLACES_FILE } from "~/server/places.server";
import { placeTokens } from "~/domain/place-names";
const data = JSON.parse(fs.readFileSync(PLACES_FILE, "utf8"));
let a = performance.now();
const prefix: {key:string;tier:number}[] = [];
for (const r of data.rows) { const t = placeTokens(r[1]); prefix.push({key:t.join(""),tier:0}); for (let i=1;i<t.length;i++) prefix.push({key:t.slice(i).join(""),tier:2}); }
console.log("tokens+entries", prefix.length, (performance.now() - a).toFixed(1)); a = performance.now();
prefix.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.tier - y.tier));
console.log("sort", (performance.now() - a).toFixed(1)); a = performance.now();
const s2 = [...prefix].reverse(); s2.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.tier - y.tier));
console.log("sort again", (performance.now() - a).toFixed(1)); a = performance.now();
for (let k=0;k<3;k++){ a = performance.now(); for (const r of data.rows) placeTokens(r[1]); console.log("tokens", (performance.now() - a).toFixed(1)); }
