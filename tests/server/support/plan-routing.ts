import type { Queryable } from '../../../server/db/database';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
  [field: string]: unknown;
}

/** An environment_id compared with a constant (one value or a constant list), as PostgreSQL prints it in a plan. */
const CONSTANT_ENVIRONMENT = /environment_id = (?:'[^']*'::text|ANY \('\{[^}]*\}'::text\[\]\))/;
const CONDITIONS = ['Index Cond', 'Recheck Cond', 'Filter'];
/** The partitioned stand-in's partitions are named <table>_p<remainder>. */
const tableOf = (relation: string) => relation.replace(/_p\d+$/, '');

function conditionsOf(node: PlanNode): string[] {
  const own = CONDITIONS.map((field) => node[field]).filter((value) => typeof value === 'string');
  // a bitmap heap scan's index conditions sit in its bitmap index scans
  const bitmaps = (node.Plans ?? []).filter((child) => child['Node Type'].startsWith('Bitmap'));
  return [...own, ...bitmaps.flatMap(conditionsOf)] as string[];
}

/**
 * What would keep Citus from routing the statement to one shard, read from PostgreSQL's plan: a
 * tenant table scanned without a constant environment id in its conditions (PostgreSQL carries the
 * constant along joins on environment_id, as Citus does), or a correlated subquery (a SubPlan that
 * is not hashed), which Citus cannot plan beside reference tables.
 */
export async function routingProblems(
  db: Queryable,
  sql: string,
  params: unknown[],
  tenantTables: ReadonlySet<string>,
): Promise<string[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  const explained = rows[0]['QUERY PLAN'];
  const plan = (typeof explained === 'string' ? JSON.parse(explained) : explained)[0].Plan as PlanNode;
  const text = JSON.stringify(plan);
  const problems: string[] = [];
  const visit = (node: PlanNode) => {
    const relation = node['Relation Name'];
    if (relation && node['Node Type'].endsWith('Scan') && tenantTables.has(tableOf(relation))) {
      if (!conditionsOf(node).some((condition) => CONSTANT_ENVIRONMENT.test(condition)))
        problems.push(`${tableOf(relation)} read without a constant environment_id`);
    }
    const subplan = node['Subplan Name'];
    if (node['Parent Relationship'] === 'SubPlan' && subplan && !text.includes(`hashed ${subplan}`))
      problems.push(`correlated subquery (${subplan})`);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return problems;
}

/** The tables of the current schema holding environment_id (partitions stand for their parent). */
export async function tenantTablesOf(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'environment_id')`,
  );
  return new Set(rows.map((row) => row.name));
}
