import { DataSource } from 'typeorm';
import { DatabaseState, HealthStatus } from './health.type';

export interface HealthReport {
  status: HealthStatus;
  database: DatabaseState;
  databaseType: string;
}

const PROBE_TIMEOUT_MS = 2000;

export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<HealthReport> {
    const databaseType = this.dataSource.options.type;
    const up = await this.databaseAnswers();
    return {
      status: up ? HealthStatus.OK : HealthStatus.UNAVAILABLE,
      database: up ? DatabaseState.UP : DatabaseState.DOWN,
      databaseType,
    };
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
