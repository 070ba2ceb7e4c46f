import { DataSource } from 'typeorm';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  databaseType: string;
}

const PROBE_TIMEOUT_MS = 2000;

export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<HealthReport> {
    const databaseType = this.dataSource.options.type;
    const up = await this.databaseAnswers();
    return { status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down', databaseType };
  }

  private async databaseAnswers(): Promise<boolean> {
    if (!this.dataSource.isInitialized) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    const probe = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
