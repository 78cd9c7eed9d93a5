/**
 * The Setor Bueno store as the unit tests know it: the fields that every shape
 * of a store (database row, locator query row, CSV record) names alike, for a
 * test to spread into its own shape and complete.
 */
export const SETOR_BUENO = {
  id: 1,
  name: "Basiquinha Setor Bueno",
  slug: "basiquinha-setor-bueno",
  state: "Goiás",
  city: "Goiânia",
  neighborhood: "Setor Bueno",
  street: "Avenida T-4",
  number: "1478",
  whatsapp: "+55 (62) 98123-4567",
  timezone: "America/Sao_Paulo",
  latitude: -16.7052,
  longitude: -49.2704,
};
