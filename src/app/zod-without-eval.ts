import { z } from 'zod';

// Zod probes for `new Function` to compile fast parsers; under the portal's CSP (script-src 'self',
// no 'unsafe-eval') the probe itself is a reported violation. Parse without it.
z.config({ jitless: true });
