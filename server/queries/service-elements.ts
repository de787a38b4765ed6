import type { Queryable } from '../db/database.js';

export interface ServiceElement {
  id: number;
  name: string;
  /** Its place (sort_order, from 1) in every scores array. */
  position: number;
}

export async function serviceElements(db: Queryable): Promise<ServiceElement[]> {
  const { rows } = await db.query<ServiceElement>(
    'SELECT id, name, sort_order AS position FROM service_elements ORDER BY sort_order',
  );
  return rows;
}

/**
 * One aggregate column per service element, named e<position> (one pass over the rows: much
 * cheaper than unnesting the score arrays into a row per element).
 */
export const perElement = (elements: ServiceElement[], column: (position: number) => string) =>
  elements.map((element) => `${column(element.position)} AS e${element.position}`).join(', ');
