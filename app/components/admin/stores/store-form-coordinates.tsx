/**
 * The store form's coordinates: latitude and longitude (a 'lat, lng' pair pasted into latitude
 * is split in two), how to copy them from Google Maps, and a map preview of the point.
 */
import type { FormMetadata } from "@conform-to/react";
import { MapPin } from "lucide-react";
import { splitCoordinatePair, type StoreFormInput } from "~/domain/store-schemas";
import { Section, TextField } from "./fields";
import { MapPreview } from "./map-preview";
import type { StoreFormFields } from "./store-form-sections";

function CopyFromGoogleMaps() {
  return (
    <div className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <p className="flex items-center gap-2 font-semibold">
        <MapPin aria-hidden className="h-4 w-4" />
        Como copiar as coordenadas do Google Maps
      </p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>Abra o Google Maps e encontre a loja.</li>
        <li>Clique com o botão direito exatamente sobre o local.</li>
        <li>Clique nas coordenadas que aparecem no topo do menu: elas são copiadas.</li>
        <li>
          Cole o primeiro número em Latitude e o segundo em Longitude. Se colar os dois juntos em
          Latitude, separamos para você.
        </li>
      </ol>
      <p className="mt-2">Vírgula ou ponto como separador decimal: os dois funcionam.</p>
    </div>
  );
}

export function StoreCoordinatesSection({
  form,
  fields,
  readOnly,
  tileUrl,
  tileAttribution,
}: {
  form: FormMetadata<StoreFormInput>;
  fields: StoreFormFields;
  readOnly: boolean;
  tileUrl: string;
  tileAttribution: string;
}) {
  return (
    <Section id="coordenadas" title="Coordenadas Geográficas">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={fields.latitude}
          label="Latitude"
          inputMode="decimal"
          placeholder="-16.6869"
          onChange={(event) => {
            const pair = splitCoordinatePair(event.currentTarget.value);
            if (pair) {
              form.update({ name: fields.latitude.name, value: pair[0] });
              form.update({ name: fields.longitude.name, value: pair[1] });
            }
          }}
        />
        <TextField
          meta={fields.longitude}
          label="Longitude"
          inputMode="decimal"
          placeholder="-49.2648"
        />
      </div>
      {!readOnly ? <CopyFromGoogleMaps /> : null}
      <div className="mt-4">
        <MapPreview
          latitude={fields.latitude.value}
          longitude={fields.longitude.value}
          tileUrl={tileUrl}
          attribution={tileAttribution}
        />
      </div>
    </Section>
  );
}
