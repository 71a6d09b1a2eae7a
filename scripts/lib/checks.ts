/** A tiny named-check runner for smoke scripts that print "N passed, N failed" like the test runners. */
export class Checks {
  passed = 0;
  failed = 0;

  async check(name: string, fn: () => Promise<void> | void) {
    try {
      await fn();
      this.passed++;
      console.log(`  ✓ ${name}`);
    } catch (e) {
      this.failed++;
      console.log(`  ✗ ${name}\n      ${(e as Error).message}`);
    }
  }

  summary(): string {
    return `${this.passed} passed, ${this.failed} failed`;
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
