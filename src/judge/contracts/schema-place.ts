/** How much a change matters to callers: it breaks some, adds for them, or changes nothing they can tell. */
export type ChangeClass = 'breaking' | 'compatible' | 'cosmetic';

/** Inputs are what callers send, outputs what they read: a narrower input breaks them, a wider output does. */
export type Side = 'input' | 'output';

/** One change found in a schema: where (the JSON path with local $refs expanded), what, and old → new as JSON. */
export interface SchemaChange {
  change: string;
  class: ChangeClass;
  path: string;
  detail?: string;
  from?: string;
  to?: string;
}

/** Where the walk is: the side, the JSON path, the caller's name for the place (`query[kind="vector"].limit`). */
export interface Place {
  side: Side;
  path: string;
  label: string;
  /** The schema's generator changed (its `$schema` differs): spellings only a generator chooses are not compared. */
  respelled: boolean;
}

export type Direction = 'narrower' | 'wider' | 'changed';

/** Accepting less breaks a caller who sends; producing more breaks a caller who reads; a change both ways breaks both. */
export function classOf(side: Side, direction: Direction): ChangeClass {
  if (direction === 'changed') return 'breaking';
  return (direction === 'narrower') === (side === 'input') ? 'breaking' : 'compatible';
}

/** The words for the thing a place is: a parameter (input) or an output field. */
export const subjectWord = (side: Side) => (side === 'input' ? 'parameter' : 'output field');

/** `label: text`, or the text alone at the root. */
export const at = (label: string, text: string) => (label === '' ? text : `${label}: ${text}`);

/** `a.b`, or `a["odd key"]`: a property's place in a JSON path. */
export const member = (path: string, name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`;

export const childLabel = (label: string, name: string) => (label === '' ? name : `${label}.${name}`);
