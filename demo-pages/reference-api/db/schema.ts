/**
 * The version of the tables below and of the tools' tables. Raise it with any change a database
 * built before cannot take by `CREATE TABLE IF NOT EXISTS` alone: the preview then rebuilds its
 * database and seeds it again (db/open.ts), keeping only the settings (the signing secret).
 * 2: floor clusters, anonymous floor simulations with their answers.
 * 3: carbon clusters of anonymous visitors (no user until saved), carbon simulations with their answers and result.
 * 4: ownership (access/): the device of a main-site session and of an ownerless main history, the
 *    browser key's hash on ownerless floor and carbon rows.
 * 5: what each FDES sheet declares (kind, functional unit, date, kg CO2 eq by module).
 * 6: the carbon factors (data/carbon-factors.json), by module, with their declaration.
 * 7: the floor systems catalogue (data/floor-systems.json), one row per system; the carbon site's
 *    system geometry (data/carbon-systems.json).
 * 8: devices issued by the server: who made each device's id (`origin`), and the client-made ids
 *    replaced by minted ones (`retired_devices`), which are never registered again.
 * 9: the carbon factors' position (their data file's order, which PostgreSQL keeps no rowid for).
 * 10: idempotency keys and their first answers (http/idempotency-store.ts), shared by instances.
 * 11: the lengths of a thermal history's junction ('Mon projet', main_histories.lengths_json).
 */
export const SCHEMA_VERSION = 11;

/**
 * The reference API's tables. Two account realms live side by side: 'main' (the advice site)
 * and 'tools' (the floor and carbon sites, which share one account base).
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  realm TEXT NOT NULL CHECK (realm IN ('main', 'tools')),
  email TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT,                      -- NULL for partner users, who only use single sign-on
  civility TEXT NOT NULL DEFAULT '',
  firstname TEXT NOT NULL DEFAULT '',
  lastname TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  siret TEXT NOT NULL DEFAULT '',
  fonction TEXT NOT NULL DEFAULT '',
  activity TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  address_complement TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  rgpd INTEGER NOT NULL DEFAULT 0,
  activated_at INTEGER,                    -- NULL until the activation link is followed
  updated_password INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  UNIQUE (realm, email)
);

-- A device id opens the work its browser made before logging in: the server mints it
-- (devices/device-ids.ts). 'client': a random UUID a bundle from before that made, replaced by a
-- minted id at its next verification.
CREATE TABLE IF NOT EXISTS devices (
  uuid TEXT PRIMARY KEY,
  origin TEXT NOT NULL CHECK (origin IN ('server', 'client')),
  browser TEXT NOT NULL,
  browser_version TEXT NOT NULL,
  os TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Client-made device ids replaced by minted ones: never registered again, so that the tokens
-- signed for them, which only name the id, stay dead.
CREATE TABLE IF NOT EXISTS retired_devices (
  uuid TEXT PRIMARY KEY,
  retired_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  refresh_hash TEXT,                       -- NULL on the main site (no refresh tokens there)
  refresh_expires_at INTEGER,
  remember INTEGER NOT NULL DEFAULT 0,
  device_uuid TEXT,                        -- main site: the device the user logged in from (access/)
  revoked_at INTEGER,
  created_at INTEGER NOT NULL
);

-- The refresh token a session rotated out last, still valid until 'until' (ms): a second tab
-- presenting it then gets current_token, the token it was rotated to, kept in clear that long.
CREATE TABLE IF NOT EXISTS refresh_grace (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  previous_hash TEXT NOT NULL,
  current_token TEXT NOT NULL,
  until INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS links (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('activation', 'email-change', 'password-reset')),
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email TEXT,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);

-- A main-site reset's temporary password, pending until first used: the current password keeps
-- working meanwhile, so a reset asked by someone else locks nobody out.
CREATE TABLE IF NOT EXISTS temporary_passwords (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  password_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- One row per wrong password, written before the password is checked (see auth/throttle.ts).
CREATE TABLE IF NOT EXISTS login_failures (
  realm TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS login_failures_by_email ON login_failures (realm, email, at);

CREATE TABLE IF NOT EXISTS partner_directory (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT NOT NULL
);

-- The rate limits' counters when they are kept in the database (limits/clocked-db-limiter.ts): on
-- PostgreSQL, every instance of the API counts the same calls. A key is the limit's name and who
-- is counted ('share:ip:…'); expire is when its window ends (ms), NULL for a window without end.
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL,
  expire INTEGER
);

-- A key claimed (status NULL while its first request runs), then its first answer, kept for its repeats.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  id TEXT PRIMARY KEY,
  body_hash TEXT NOT NULL,
  status INTEGER,
  headers_json TEXT,
  body BLOB,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS idempotency_keys_expiry ON idempotency_keys (expires_at);

CREATE TABLE IF NOT EXISTS sso_codes (
  code_hash TEXT PRIMARY KEY,
  session_json TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  links_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- The floor configurator's clusters (src/contracts/floor/cluster.ts): the simulations of one
-- configuration. A submit starts one; a submit made while editing a simulation joins its cluster.
-- Anonymous (user_id NULL) until a user saves it; until then only the browser whose key hashes to
-- browser_hash may use it (access/).
CREATE TABLE IF NOT EXISTS floor_clusters (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  browser_hash TEXT,                       -- SHA-256 of the maker's X-Ossature-Browser key
  title TEXT,
  created_at INTEGER NOT NULL
);

-- Every submit of the floor configurator; a user's own rows are their saved history
-- (account-layer §2 "Floor history"), anonymous ones (user_id NULL) are listed nowhere. A saved
-- solution copies the context of the simulation it came from, so the history filters apply to both.
CREATE TABLE IF NOT EXISTS floor_simulations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  browser_hash TEXT,                       -- as floor_clusters.browser_hash
  cluster_id INTEGER NOT NULL REFERENCES floor_clusters(id) ON DELETE CASCADE,
  title TEXT,                              -- NULL: the list shows the name
  name TEXT NOT NULL,
  zip TEXT NOT NULL,
  floor TEXT NOT NULL,
  floor_level TEXT NOT NULL,
  floor_type TEXT NOT NULL,
  project_code TEXT,
  answers_json TEXT NOT NULL,              -- the checked form values, field → value (floor/values.ts)
  solutions_json TEXT NOT NULL,            -- the recommended slugs, as answered
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS floor_simulations_by_cluster ON floor_simulations (cluster_id);

CREATE TABLE IF NOT EXISTS floor_solutions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  libelle TEXT NOT NULL,
  zip TEXT NOT NULL,
  floor TEXT NOT NULL,
  floor_level TEXT NOT NULL,
  floor_type TEXT NOT NULL,
  project_code TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, slug)                   -- deleted by slug: one saved copy per user
);

-- Carbon history: clusters of simulations (account-layer §2 "Carbon history"). A visitor's
-- cluster has no user: it is unsaved, and only the browser that made it may use or claim it
-- (browser_hash, access/) until a user saves it.
CREATE TABLE IF NOT EXISTS carbon_clusters (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  browser_hash TEXT,                       -- SHA-256 of the maker's X-Ossature-Browser key
  name TEXT NOT NULL,
  zip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS carbon_simulations (
  id INTEGER PRIMARY KEY,
  cluster_id INTEGER NOT NULL REFERENCES carbon_clusters(id) ON DELETE CASCADE,
  system_type TEXT NOT NULL,
  answers TEXT NOT NULL DEFAULT '{}',      -- the answer values (carbon/answers.ts), JSON
  result TEXT,                             -- the model's result (carbon/model.ts), JSON; null: no result
  created_at INTEGER NOT NULL
);

-- The emission factors of both sites (data/carbon-factors.json, seeded): kg CO2 eq per functional
-- unit by EN 15804+A2 module; d (beyond the life cycle) and biogenic (stored) are never summed.
CREATE TABLE IF NOT EXISTS carbon_factors (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  family TEXT NOT NULL,
  label TEXT NOT NULL,
  unit TEXT NOT NULL,
  functional_unit TEXT NOT NULL,
  a1_a3 REAL NOT NULL,
  a4_a5 REAL NOT NULL,
  b REAL NOT NULL,
  c1_c4 REAL NOT NULL,
  d REAL NOT NULL,
  biogenic REAL NOT NULL,
  declaration TEXT NOT NULL
    CHECK (declaration IN ('FDES individuelle', 'FDES collective', 'Donnée environnementale par défaut RE2020')),
  dvr_years INTEGER NOT NULL,
  date TEXT NOT NULL,
  source TEXT NOT NULL
);

-- The floor site's catalogue (data/floor-systems.json, seeded; floor/types.ts FloorSystem): one row
-- per system in catalogue order (position). Nested parts are JSON: positions, max spans (cm) by
-- load class, insulations, steel per m² (each with its carbon_factors id), documents, similar slugs.
CREATE TABLE IF NOT EXISTS floor_systems (
  slug TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  libelle TEXT NOT NULL,
  description TEXT NOT NULL,               -- short HTML, sanitized by the client
  family TEXT NOT NULL CHECK (family IN ('entrevous-beton', 'entrevous-polystyrene', 'entrevous-bois')),
  block_height REAL NOT NULL,              -- cm
  slab REAL NOT NULL,                      -- cm
  tongue REAL NOT NULL,                    -- cm
  display_scheme INTEGER NOT NULL,
  up REAL NOT NULL,                        -- W/(m².K), the block alone on a crawl space
  fire_resistance INTEGER NOT NULL,        -- minutes (REI)
  continuity INTEGER NOT NULL,
  joist_spacing REAL NOT NULL,             -- cm
  self_weight REAL NOT NULL,               -- kN/m²
  concrete_volume REAL NOT NULL,           -- m³ per m² of floor
  block_material TEXT NOT NULL,
  block_mass REAL NOT NULL,                -- kg per m² of floor
  block_factor_id TEXT NOT NULL REFERENCES carbon_factors(id),
  positions_json TEXT NOT NULL,
  max_spans_json TEXT NOT NULL,
  insulations_json TEXT NOT NULL,
  steel_json TEXT NOT NULL,
  documents_json TEXT NOT NULL,
  similar_json TEXT NOT NULL
);

-- The carbon site's system geometry (data/carbon-systems.json, seeded; rules in carbon/systems.ts):
-- the longest span of each system (cm), and for slabs their least thickness (cm) and lattice wire
-- (kg/m²); the beam-and-block sections, each used up to its span, per m² of floor.
CREATE TABLE IF NOT EXISTS carbon_systems (
  type TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  max_span REAL NOT NULL,
  min_thickness REAL,                      -- slabs only
  lattice_wire REAL                        -- slabs only
);

CREATE TABLE IF NOT EXISTS carbon_beam_block_sections (
  up_to REAL PRIMARY KEY,                  -- cm
  block_height REAL NOT NULL,              -- cm
  slab REAL NOT NULL,                      -- cm
  concrete_volume REAL NOT NULL,           -- m³/m²
  wire REAL NOT NULL,                      -- kg/m² of prestressing wire
  block_beton REAL NOT NULL,               -- kg/m² of concrete blocks
  block_isolant REAL NOT NULL,             -- kg/m² of insulating blocks
  block_bio REAL NOT NULL                  -- kg/m² of wood-fibre blocks
);
`;
