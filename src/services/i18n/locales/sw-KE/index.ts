import type { JsonModule } from '../../locale-resources';

/** This culture's namespace files, each loaded when asked for (a culture is added by copying this folder). */
export default import.meta.glob<JsonModule>('./*.json');
