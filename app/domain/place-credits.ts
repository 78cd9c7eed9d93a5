/** Attribution the licences of the municipality data ask for (db/places/README.md); shown by the site. */
export const PLACES_CREDITS =
  "Dados de municípios: IBGE, GeoNames (CC BY 4.0) e kelvins/municipios-brasileiros (MIT)";
