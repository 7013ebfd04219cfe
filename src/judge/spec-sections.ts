/** Where each rule of revision 2026-07-28 is written: findings name their section. */
const SPEC = 'https://modelcontextprotocol.io/specification/2026-07-28';
export const SPEC_SECTIONS = {
  resultType: `${SPEC}/basic/index#resulttype`,
  cacheable: `${SPEC}/server/utilities/caching#cacheable-results`,
  ttl: `${SPEC}/server/utilities/caching#time-to-live-ttl-field`,
  cacheSecurity: `${SPEC}/server/utilities/caching#security-considerations`,
  discover: `${SPEC}/server/discover`,
  dualEra: `${SPEC}/basic/versioning#backward-compatibility-with-initialization-based-versions`,
  listChanged: `${SPEC}/server/tools#list-changed-notification`,
  listing: `${SPEC}/server/tools#listing-tools`,
  tool: `${SPEC}/server/tools#tool`,
} as const;
