/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practices) over every route and interactive state,
 * signed out and in, and the identity provider's pages, at 1440 px in English: 0 violations of any
 * impact. The violations per state land in test-artifacts/accessibility/desktop-en.json.
 */
import { auditStackOfFile, describeAuditRun } from './support/audit-run';
import { AUDIT_RUNS } from './support/page-states';

describeAuditRun(AUDIT_RUNS[0], auditStackOfFile());
