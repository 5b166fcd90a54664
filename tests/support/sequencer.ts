/**
 * File order of a run: the console and route screenshots first (on the run's fresh server, before
 * any journey has bought, posted or moved the clock), then the journeys, then the story screenshots
 * (no server).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const rank = (file: string) =>
  // the console screens only read: first, so they show the fresh server's demo data whether the
  // file runs alone or in the whole run
  file.endsWith('visual/console.test.ts')
    ? -1
    : file.endsWith('visual/routes.test.ts')
      ? 0
      : file.includes('/e2e/')
        ? 1
        : 2;

export class RunOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort(
      (a, b) => rank(a.moduleId) - rank(b.moduleId) || a.moduleId.localeCompare(b.moduleId),
    );
  }
}
