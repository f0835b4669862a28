import {
  array,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { defineCall, defineDownload } from '../call';
import { NoDatas, success } from '../envelope';
import { Agency } from '../floor/simulator';
import { EntrevousAnswer, EntrevousBody, FormStep } from '../forms/server-field';

/**
 * The carbon simulator's tunnel (floor-and-carbon-tools §2.2, §3 'Field (carbon simulator)',
 * 'Answers payload (simulator)', 'Simulation in a cluster', 'Cluster', §4.2, §5 carbon tunnel, §7
 * 'Carbon simulator'). Served by the carbon site's API (`api.carbone…`). The spec leaves the
 * paths of the field fetch, the submit, the cluster read and save unnamed: they are named here
 * (docs/reference-api.md). Anonymous visitors run simulations (§6): fetch, submit and the
 * cluster of a simulation just made are public; saving and the PDF need a login.
 */

/** §3 step 1: `zipCode` (5 characters), `projectName`, `path` (always 'guided'). In cluster mode only `path`. */
export const CarbonStep1 = record(string(), string());

/** One step-2 answer, in answering order (§9 'Step-2 answer list order is significant'). */
export const CarbonAnswer = object({
  index: number(),
  field: string(),
  value: union([string(), number(), boolean(), array(string())]),
});
export type CarbonAnswer = Infer<typeof CarbonAnswer>;

/**
 * §3 'Answers payload (simulator)': `step1`, the ordered `step2`, the `cluster` a simulation is
 * added to (§2.2 `?cluster=`), `networkPassages` (the networks crossing the floor, chosen values).
 */
export const CarbonAnswers = object({
  step1: CarbonStep1,
  step2: array(CarbonAnswer),
  cluster: optional(nullable(number())),
  networkPassages: optional(array(string())),
});
export type CarbonAnswers = Infer<typeof CarbonAnswers>;

/**
 * The tunnel's fields for the answers so far (§7 'Fetch configurator fields, with and without
 * answers'; path named here): `formArray` holds step 1 and step 2 (step 2's fields are those the
 * answers lead to, in order, conditions included); `isCompleted` says every required field is
 * answered, and the client shows 'Estimer l'impact carbone' (§4.2).
 */
export const CarbonForm = type({ formArray: array(FormStep), isCompleted: boolean() });
export type CarbonForm = Infer<typeof CarbonForm>;

export const getCarbonForm = defineCall({
  name: 'getCarbonForm',
  method: 'POST',
  path: '/api/simulator/form/',
  auth: 'public',
  body: CarbonAnswers,
  answer: success(CarbonForm),
});

/**
 * §7 'POST /api/simulator/entrevous/ {datas}': the infill-block field for the answers (the blocks
 * the system type and the span allow), as the floor site's entrevous call answers it.
 */
export const getCarbonEntrevousField = defineCall({
  name: 'getCarbonEntrevousField',
  method: 'POST',
  path: '/api/simulator/entrevous/',
  auth: 'public',
  body: EntrevousBody,
  answer: success(EntrevousAnswer),
});

/**
 * The submit (§7 'Submit configurator'; path named here): computes one simulation from the
 * answers, creates a cluster or adds to `cluster`, and answers its id in `datas.cluster`. Public;
 * a user's bearer makes the cluster theirs (§6 'a logged-in user's results are saved
 * automatically'). Refused (400): `error` names the fields at fault ('Champ obligatoire').
 */
export const submitCarbonSimulation = defineCall({
  name: 'submitCarbonSimulation',
  method: 'POST',
  path: '/api/simulator/',
  auth: 'public',
  body: CarbonAnswers,
  answer: success(type({ cluster: number() })),
});

/**
 * kg CO2 eq per m² of floor by EN 15804+A2 module (beyond the spec): `a1a3` + `a4a5` + `b` + `c1c4`
 * make the footprint; `d` (beyond the life cycle) and `biogenic` (the biogenic carbon stored) are
 * reported apart and never summed into it.
 */
export const CarbonModules = type({
  a1a3: number(),
  a4a5: number(),
  b: number(),
  c1c4: number(),
  d: number(),
  biogenic: number(),
});
export type CarbonModules = Infer<typeof CarbonModules>;

/**
 * Where a part's figures come from (beyond the spec): one emission factor as its declaration
 * states it. `reference`: the declaration's number in the INIES base, null when the factor is
 * sample data (an order of magnitude read from public declarations, not one product's sheet).
 * `dvrYears` and `date` are null for a factor the visitor typed (a custom cement).
 */
export const CarbonFactorSource = type({
  label: string(),
  functionalUnit: string(),
  declaration: string(),
  dvrYears: nullable(number()),
  date: nullable(string()),
  reference: nullable(string()),
});
export type CarbonFactorSource = Infer<typeof CarbonFactorSource>;

/**
 * A coloured part of a footprint (§3 `bars`): its share of the total in %, its colour, its label;
 * beyond the spec, its kg CO2 eq/m² as the model computes it (`value`, A1–C4), by module, and the
 * factors it was computed with (`sources`).
 */
export const CarbonBar = type({
  pdfPercentage: number(),
  color: string(),
  label: string(),
  value: optional(number()),
  modules: optional(CarbonModules),
  sources: optional(array(CarbonFactorSource)),
});
export type CarbonBar = Infer<typeof CarbonBar>;

/**
 * §3 'Simulation in a cluster'. `data`: the assumptions, label → value, a value may hold HTML
 * (sanitized before display). `carbonFootprint`: kg CO2 eq per m² of floor, modules A1–A3, A4–A5,
 * B and C1–C4; `acvCarbonFootprint`: the life-cycle figure as EN 15804+A2 counts it, the same (the
 * biogenic uptake and release of a bio-based floor cancel out; the carbon it stores is reported
 * apart in `modules.biogenic`, never subtracted). `bars` add up to 100 %. `thickness` in cm, for
 * the sort. `modules` (beyond the spec): the footprint by module, D and biogenic apart; `inputs`:
 * what it was computed for (absent from a simulation stored before they were kept).
 */
/**
 * What a simulation was computed for (beyond the spec), for a spreadsheet to pivot on: the
 * system's and the cement's labels, the span in cm, the seismic zone (1–5), the concrete class.
 */
export const CarbonInputs = type({
  system: string(),
  span: number(),
  seismicZone: number(),
  concreteClass: string(),
  cement: string(),
});
export type CarbonInputs = Infer<typeof CarbonInputs>;

export const CarbonSimulation = type({
  id: number(),
  data: record(string(), string()),
  carbonFootprint: number(),
  acvCarbonFootprint: number(),
  bio: boolean(),
  bars: array(CarbonBar),
  thickness: number(),
  modules: optional(CarbonModules),
  inputs: optional(CarbonInputs),
});
export type CarbonSimulation = Infer<typeof CarbonSimulation>;

/**
 * §3 'Cluster': its simulations (oldest first) and the design office of its zip code.
 * `reference`: the footprint of a 20 cm solid concrete slab by the same model (kg CO2 eq/m²),
 * the line the comparison chart draws (beyond the spec); `referenceBasis` says what
 * that slab is (its concrete, its steel, the modules).
 */
export const CarbonCluster = type({
  id: number(),
  name: string(),
  zip: string(),
  saved: boolean(),
  simulations: array(CarbonSimulation),
  agency: nullable(Agency),
  reference: number(),
  referenceBasis: optional(string()),
});
export type CarbonCluster = Infer<typeof CarbonCluster>;

/**
 * §7 'Get cluster by id' (path named here, the spec points at `/api/clusters/{id}/`): public for
 * a cluster nobody saved yet (the visitor who made it holds its id), the owner's only once saved;
 * someone else's saved cluster: 404.
 */
export const getCarbonCluster = defineCall({
  name: 'getCarbonCluster',
  method: 'GET',
  path: '/api/clusters/:id/',
  auth: 'public',
  answer: success(CarbonCluster),
});

/** §7 'Save cluster' (path named here): the cluster joins the user's history; the envelope's `success` is the flag. */
export const saveCarbonCluster = defineCall({
  name: 'saveCarbonCluster',
  method: 'PUT',
  path: '/api/clusters/save/:id/',
  auth: 'user',
  body: object({ name: optional(string()) }),
  answer: success(NoDatas),
});

/** §7 'GET /api/clusters/{id}/download-recap/': a PDF of every simulation of the cluster. Login required (§6). */
export const downloadClusterRecap = defineDownload({
  name: 'downloadClusterRecap',
  path: '/api/clusters/:id/download-recap/',
  auth: 'user',
  contentType: 'application/pdf',
});

/** The special fields of step 2 (§3): their names, which the tunnel's answer rules read (§4.2). */
export const CARBON_SPECIAL_FIELDS = enums(['systemType', 'favorites', 'thermalBreak', 'seismicZone', 'cementType']);
