import { expandedSizeError } from './document-errors';

/** Running total of decoded bytes for one file; throws the moment the total would pass the cap. */
export class ExpansionBudget {
  private used = 0;
  constructor(
    private readonly cap: number,
    private readonly type: 'PDF' | 'DOCX' | 'ODT',
  ) {}

  get remaining(): number {
    return Math.max(0, this.cap - this.used);
  }

  charge(bytes: number): void {
    this.used += bytes;
    if (this.used > this.cap) throw this.exceeded();
  }

  exceeded() {
    return expandedSizeError(this.type, this.cap);
  }
}
