/**
 * The main site's tool tables (thermal-break-tool §3): the questionnaires' filters and values,
 * the rupteurs and their psi configurations, the environmental systems and their FDES sheets,
 * and the saved simulations. A configuration or a system is linked to one value per filter that
 * applies to it; the faceted search (facets.ts) works on those links.
 */
export const THERMAL_SCHEMA = `
CREATE TABLE IF NOT EXISTS tool_filters (
  id INTEGER PRIMARY KEY,
  data_type TEXT NOT NULL CHECK (data_type IN ('rup', 'pou', 'pre', 'mur')),
  position INTEGER NOT NULL,               -- the questionnaire's fixed order
  key TEXT NOT NULL,
  name TEXT NOT NULL,
  import_column INTEGER NOT NULL,
  section TEXT NOT NULL CHECK (section IN ('psi', 'rup', 'pou', 'pre', 'mur')),
  bg_image TEXT NOT NULL,
  UNIQUE (data_type, key),
  UNIQUE (data_type, import_column)
);

CREATE TABLE IF NOT EXISTS tool_filter_values (
  id INTEGER PRIMARY KEY,
  filter_id INTEGER NOT NULL REFERENCES tool_filters(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (filter_id, key)
);

CREATE TABLE IF NOT EXISTS rupteurs (
  id INTEGER PRIMARY KEY,
  uuid INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  visual TEXT NOT NULL,
  url_product TEXT NOT NULL,
  performance_class INTEGER NOT NULL,      -- 1 (best) to 5
  certification1_name TEXT, certification1_url TEXT,
  certification2_name TEXT, certification2_url TEXT
);

-- One row per rupteur and combination of filter values; psi values in W/(m·K), NULL when unknown.
CREATE TABLE IF NOT EXISTS psi_configurations (
  id INTEGER PRIMARY KEY,
  rupteur_id INTEGER NOT NULL REFERENCES rupteurs(id) ON DELETE CASCADE,
  psi_moyen REAL, psi_about REAL, psi_rive REAL, psi_rt REAL, psi_rnt REAL,
  image TEXT NOT NULL,
  url_ref_site TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS psi_configuration_values (
  item_id INTEGER NOT NULL REFERENCES psi_configurations(id) ON DELETE CASCADE,
  value_id INTEGER NOT NULL REFERENCES tool_filter_values(id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, value_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS psi_configuration_values_by_value ON psi_configuration_values (value_id, item_id);

-- One row per environmental system (a result of the pou, pre or mur questionnaire), per m².
CREATE TABLE IF NOT EXISTS env_systems (
  id INTEGER PRIMARY KEY,
  data_type TEXT NOT NULL CHECK (data_type IN ('pou', 'pre', 'mur')),
  name TEXT NOT NULL,
  system_name TEXT NOT NULL,
  type_de_poutrelle TEXT,
  litrage_beton REAL, unite_litrage_beton TEXT NOT NULL,
  ratio_kilotage_armatures REAL, unite_ratio_kilotage_armatures TEXT,
  litrage_beton_supplementaire REAL, unite_litrage_beton_supplementaire TEXT NOT NULL,
  ratio_kilotage REAL, unite_ratio_kilotage TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS env_system_values (
  item_id INTEGER NOT NULL REFERENCES env_systems(id) ON DELETE CASCADE,
  value_id INTEGER NOT NULL REFERENCES tool_filter_values(id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, value_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS env_system_values_by_value ON env_system_values (value_id, item_id);

CREATE TABLE IF NOT EXISTS fdes (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  -- What the sheet declares (data/fdes-sheets.json): kg CO2 eq per functional unit by module.
  kind TEXT NOT NULL,
  functional_unit TEXT NOT NULL,
  declared_on TEXT NOT NULL,               -- YYYY-MM-DD
  basis TEXT NOT NULL CHECK (basis IN ('m2', 'm3', 'kg', 'system')),
  a1_a3 REAL NOT NULL, a4_a5 REAL, c1_c4 REAL, d REAL
);
CREATE TABLE IF NOT EXISTS env_system_fdes (
  system_id INTEGER NOT NULL REFERENCES env_systems(id) ON DELETE CASCADE,
  fdes_id INTEGER NOT NULL REFERENCES fdes(id) ON DELETE CASCADE,
  PRIMARY KEY (system_id, fdes_id)
) WITHOUT ROWID;

-- Saved simulations of the main site. user_id NULL: created anonymously, not saved yet.
CREATE TABLE IF NOT EXISTS main_histories (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  device_uuid TEXT,                        -- the device that made it: an ownerless history is its alone (access/)
  name TEXT,
  data_type TEXT NOT NULL CHECK (data_type IN ('rup', 'pou', 'pre', 'mur')),
  answers_json TEXT NOT NULL,              -- the chosen value ids
  rupteur_id INTEGER REFERENCES rupteurs(id),
  psi_configuration_id INTEGER REFERENCES psi_configurations(id),
  env_system_id INTEGER REFERENCES env_systems(id),
  lengths_json TEXT,                       -- 'Mon projet' (thermal only): {about, rive, other} in metres; NULL: none
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS main_histories_by_user ON main_histories (user_id);

-- The psi library (library/): a value merged into another of its filter counts as that one in the
-- library's search ('x ou y'), and is not offered on its own.
CREATE TABLE IF NOT EXISTS library_merged_values (
  value_id INTEGER PRIMARY KEY REFERENCES tool_filter_values(id) ON DELETE CASCADE,
  into_value_id INTEGER NOT NULL REFERENCES tool_filter_values(id) ON DELETE CASCADE
);
-- The library's search log ('save' true): which junctions are looked for. nb_results NULL: no choice.
CREATE TABLE IF NOT EXISTS library_searches (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  choices_json TEXT NOT NULL,              -- filter id → value ids, merged values as their target
  nb_results INTEGER,
  created_at INTEGER NOT NULL
);
`;
